import { type BlogPost, blogPostListSchema, blogPostSchema } from '@ata/core/blog';
import { ApiError, api } from '@ata/core/http';
import type { Settings } from '@ata/core/settings';
import { useQuery, useQueryClient } from '@tanstack/react-query';

// Query keys start with the API path (the default query function reads the first key element as the path).
// Posts are read with core's blog schema: a malformed answer shows the error state instead of breaking the page.
type QueryContext = { signal?: AbortSignal };

export const ALL_POSTS_PATH = '/api/blog';
export const topicPostsPath = (topic: string) => `/api/blog/category/${encodeURIComponent(topic)}`;
export const postPath = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`;

/** The API answered, but not with what the blog reads: asking again will not help. */
export class MalformedAnswerError extends Error {
  override name = 'MalformedAnswerError';
}

async function read<T>(
  path: string,
  signal: AbortSignal | undefined,
  reader: (raw: unknown) => T,
): Promise<T> {
  const raw = await api.getJson(path, { signal });
  try {
    return reader(raw);
  } catch (error) {
    console.error(`GET ${path} answered something unexpected`, error);
    throw new MalformedAnswerError(error instanceof Error ? error.message : String(error));
  }
}

/** A missing post or a malformed answer will not change by asking again: show the state at once. */
export const retryUnlessClientError = (failureCount: number, error: Error): boolean => {
  if (error instanceof MalformedAnswerError) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
    return false;
  }
  return failureCount < 3;
};

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** Every published post, or the posts of one topic (served by the API's category endpoint). */
export function useBlogPosts(topic?: string) {
  const client = useQueryClient();
  const path = topic ? topicPostsPath(topic) : ALL_POSTS_PATH;
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }: QueryContext): Promise<BlogPost[]> => read(path, signal, blogPostListSchema.parse),
    retry: retryUnlessClientError,
    // While a topic loads for the first time, show what the full list already knows about it.
    placeholderData: () =>
      topic
        ? client.getQueryData<BlogPost[]>([ALL_POSTS_PATH])?.filter((post) => post.categoryId === topic)
        : undefined,
  });
}

export function useBlogPost(slug: string) {
  const path = postPath(slug);
  return useQuery({
    queryKey: [path],
    queryFn: ({ signal }: QueryContext): Promise<BlogPost> => read(path, signal, blogPostSchema.parse),
    retry: retryUnlessClientError,
  });
}

/** The owner's settings as stored; keys may be missing (callers leave out what is not set). */
export function useSettings() {
  return useQuery({
    queryKey: ['/api/settings'],
    queryFn: ({ signal }: QueryContext) => api.getJson<Partial<Settings>>('/api/settings', { signal }),
  });
}
