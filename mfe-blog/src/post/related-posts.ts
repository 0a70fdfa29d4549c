import type { BlogPost } from '@ata/core/blog';
import { sortNewestFirst } from '../list/list-logic.ts';

export const RELATED_POSTS = 3;

/**
 * 'You might also like': other posts of the same topic, newest first, topped up with the latest
 * posts of any topic when the topic has fewer than three others.
 */
export function relatedPosts(all: readonly BlogPost[], current: BlogPost, count = RELATED_POSTS): BlogPost[] {
  const others = sortNewestFirst(all.filter((post) => post.id !== current.id));
  const sameTopic = current.categoryId ? others.filter((post) => post.categoryId === current.categoryId) : [];
  const rest = others.filter((post) => !sameTopic.includes(post));
  return [...sameTopic, ...rest].slice(0, count);
}
