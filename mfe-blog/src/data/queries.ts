import { ApiError, api, type BlogPost, type Settings } from '@ata/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';

// Query keys start with the API path (SPEC §7: the default read uses the first key element as the path).
// Answers are trusted as the API's typed JSON (ISO timestamps): validating them here would pull zod into
// this bundle for no user-visible gain (the JS budget is tight).
type QueryContext = { signal?: AbortSignal };

export const ALL_POSTS_PATH = '/api/blog';
export const topicPostsPath = (topic: string) => `/api/blog/category/${encodeURIComponent(topic)}`;
export const postPath = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`;

const listQuery = (path: string) => ({
  queryKey: [path],
  queryFn: async ({ signal }: QueryContext): Promise<BlogPost[]> => api.getJson<BlogPost[]>(path, { signal }),
});

/** A missing post will not appear by asking again: show the not-found screen at once. */
export const retryUnlessClientError = (failureCount: number, error: Error): boolean => {
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
    ...listQuery(path),
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
    queryFn: async ({ signal }: QueryContext): Promise<BlogPost> => api.getJson<BlogPost>(path, { signal }),
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
