import type { BlogPost } from '@ata/core/blog';
import { type ApiClient, ApiError, api } from '@ata/core/http';
import { MalformedAnswerError, retryUnlessClientError } from '@ata/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

// Query keys start with the API path (the default query function reads the first key element as the path).
// Posts are read with core's blog schema: a malformed answer shows the error state instead of breaking the page.
type QueryContext = { signal?: AbortSignal };
type Reader<T> = (raw: unknown) => T;
/**
 * The blog's schemas (and zod) load with the first query the browser runs, alongside its request, not before
 * the page hydrates: the server's answers come with the page (#27).
 */
const schemas = () => import('./schemas.ts');

export const ALL_POSTS_PATH = '/api/blog';
export const topicPostsPath = (topic: string) => `/api/blog/category/${encodeURIComponent(topic)}`;
export const postPath = (slug: string) => `/api/blog/${encodeURIComponent(slug)}`;

export async function read<T>(
  path: string,
  signal: AbortSignal | undefined,
  reader: Reader<T> | Promise<Reader<T>>,
  client: ApiClient = api,
): Promise<T> {
  const [raw, readAnswer] = await Promise.all([client.getJson(path, { signal }), reader]);
  try {
    return readAnswer(raw);
  } catch (error) {
    console.error(`GET ${path} answered something unexpected`, error);
    throw new MalformedAnswerError(error instanceof Error ? error.message : String(error));
  }
}

export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The blog's queries over an API client: the browser's, or the server render's in-process one. */
export function blogQueries(client: ApiClient = api) {
  return {
    posts: (topic?: string) => {
      const path = topic ? topicPostsPath(topic) : ALL_POSTS_PATH;
      return {
        queryKey: [path],
        queryFn: ({ signal }: QueryContext): Promise<BlogPost[]> =>
          read(
            path,
            signal,
            schemas().then((s) => s.blogPostListSchema.parse),
            client,
          ),
      };
    },
    post: (slug: string) => {
      const path = postPath(slug);
      return {
        queryKey: [path],
        queryFn: ({ signal }: QueryContext): Promise<BlogPost> =>
          read(
            path,
            signal,
            schemas().then((s) => s.blogPostSchema.parse),
            client,
          ),
      };
    },
  };
}
const browserQueries = blogQueries();

/** Every published post, or the posts of one topic (served by the API's category endpoint). */
export function useBlogPosts(topic?: string) {
  const client = useQueryClient();
  return useQuery({
    ...browserQueries.posts(topic),
    retry: retryUnlessClientError,
    // While a topic loads for the first time, show what the full list already knows about it.
    placeholderData: () =>
      topic
        ? client.getQueryData<BlogPost[]>([ALL_POSTS_PATH])?.filter((post) => post.categoryId === topic)
        : undefined,
  });
}

export function useBlogPost(slug: string) {
  return useQuery({ ...browserQueries.post(slug), retry: retryUnlessClientError });
}
