import { ApiError, api, type BlogPost, blogPostSchema, type Settings, withDefaultSettings } from '@ata/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';

// Query keys start with the API path (SPEC §7: the default read uses the first key element as the path).
// Reads are parsed with the core schema so every screen sees the same shape (timestamps as ISO text).
const postList = blogPostSchema.array();
type QueryContext = { signal?: AbortSignal };

export const ALL_POSTS_PATH = '/api/blog';
export const topicPostsPath = (topic: string) => `/api/blog/category/${encodeURIComponent(topic)}`;
export const postPath = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`;

const listQuery = (path: string) => ({
  queryKey: [path],
  queryFn: async ({ signal }: QueryContext): Promise<BlogPost[]> =>
    postList.parse(await api.getJson(path, { signal })),
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
    queryFn: async ({ signal }: QueryContext): Promise<BlogPost> =>
      blogPostSchema.parse(await api.getJson(path, { signal })),
    retry: retryUnlessClientError,
  });
}

export function useSettings() {
  return useQuery({
    queryKey: ['/api/settings'],
    queryFn: async ({ signal }: QueryContext): Promise<Settings> =>
      withDefaultSettings(await api.getJson<Record<string, string>>('/api/settings', { signal })),
  });
}
