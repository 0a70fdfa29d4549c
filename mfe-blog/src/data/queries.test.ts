import type { ApiClient } from '@ata/core/http';
import { MalformedAnswerError } from '@ata/ui';
import { describe, expect, it, vi } from 'vitest';
import { makePost } from '../../test/fixtures.ts';
import { blogQueries } from './queries.ts';

/** An API client whose every GET answers `answer`. */
const answering = (answer: unknown) => ({ getJson: async () => answer }) as unknown as ApiClient;

// The schemas load when a query runs (schemas.ts, imported then): the answers are still read with them.
describe('blog queries', () => {
  it('read a post with core’s schema', async () => {
    const post = makePost();
    await expect(blogQueries(answering(post)).post(post.slug).queryFn({})).resolves.toEqual(post);
  });

  it('turn an answer that is not a post into a malformed-answer error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const queries = blogQueries(answering([{ ...makePost(), title: 42 }]));
    await expect(queries.posts().queryFn({})).rejects.toBeInstanceOf(MalformedAnswerError);
    expect(error).toHaveBeenCalledWith('GET /api/blog answered something unexpected', expect.anything());
    error.mockRestore();
  });
});
