/** A non-ok response. Its message is "<status>: <body or status text>". */
export class ApiError extends Error {
  readonly status: number;
  /** The body parsed as JSON when it is JSON (e.g. `{ message, errors }`), else the raw text. */
  readonly body: unknown;

  constructor(status: number, statusText: string, text: string) {
    super(`${status}: ${text || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseJson(text);
  }

  /** The server's own `message`, for "Failed to …: {message}" toasts. */
  get serverMessage(): string {
    const body = this.body as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : this.message;
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

export interface ApiClientOptions {
  /** Prefix for relative paths; default same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Injectable clock so retries are tested without waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** A stored `Authorization` value, attached to catalogue/admin paths only. */
  getAuthHeader?: () => string | null | undefined;
  /** Extra headers for one client (e.g. none by default). */
  headers?: Record<string, string>;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Sent as `fetch(…, { keepalive: true })`: the request goes on when the page is left (a reload, a full page
   * link) before it is answered, so a small write still reaches the shop; its answer then goes nowhere. For
   * writes only. Browsers refuse a keepalive request once the bodies of the page's keepalive requests in
   * flight pass 64 KB: a cart write sends a few hundred bytes, the merge of a full old cart (100 lines) about
   * 13 KB.
   */
  keepalive?: boolean;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const DEFAULT_RETRIES = 3;
const BACKOFF_BASE_MS = 1_000;

/** The stored header goes only to these API paths, never to third parties or other routes. */
const AUTH_PATH = /\/api\/(categories|products|orders|blog|settings|auth\/check)/;
export const needsAuthHeader = (path: string): boolean => AUTH_PATH.test(path);

/** Retry-After in seconds when given, else 1, 2, 4 s … */
export function retryDelayMs(attempt: number, retryAfter: string | null): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1_000 : BACKOFF_BASE_MS * 2 ** attempt;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const sleep = options.sleep ?? realSleep;
  const baseUrl = options.baseUrl ?? '';

  /**
   * The request helper: JSON body only when present, cookies always, 429 and network failures
   * retried with backoff up to `retries` times; any other non-ok response raises at once.
   */
  async function send(
    method: HttpMethod,
    path: string,
    body?: unknown,
    retries = DEFAULT_RETRIES,
    init: RequestOptions = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...options.headers,
      ...init.headers,
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const auth = options.getAuthHeader?.();
    if (auth && needsAuthHeader(path)) headers.Authorization = auth;

    for (let attempt = 0; attempt <= retries; attempt++) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          credentials: 'include',
          signal: init.signal,
          ...(init.keepalive && { keepalive: true }),
        });
      } catch (error) {
        // A cancelled request (the caller went away) is not a failure worth reporting.
        if (init.signal?.aborted) throw error;
        if (attempt === retries) {
          console.error(`${method} ${path} failed`, error);
          throw error;
        }
        await sleep(retryDelayMs(attempt, null));
        continue;
      }
      if (response.status === 429 && attempt < retries) {
        await sleep(retryDelayMs(attempt, response.headers.get('Retry-After')));
        continue;
      }
      if (!response.ok) {
        const error = new ApiError(response.status, response.statusText, await response.text());
        console.error(`${method} ${path} failed: ${error.message}`);
        throw error;
      }
      return response;
    }
    throw new Error('Maximum retries exceeded');
  }

  /** Sends and parses JSON (an empty body gives `null`). */
  async function request<T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    retries = DEFAULT_RETRIES,
    init?: RequestOptions,
  ): Promise<T> {
    const response = await send(method, path, body, retries, init);
    const text = await response.text();
    return (text ? JSON.parse(text) : null) as T;
  }

  /** The default read: GET the path and parse JSON. */
  const getJson = <T = unknown>(path: string, init?: RequestOptions): Promise<T> =>
    request<T>('GET', path, undefined, DEFAULT_RETRIES, init);

  /** TanStack Query's default query function: the first key element is the path. */
  const queryFn = <T = unknown>({
    queryKey,
    signal,
  }: {
    queryKey: readonly unknown[];
    signal?: AbortSignal;
  }) => getJson<T>(String(queryKey[0]), { signal });

  return { send, request, getJson, queryFn };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The same-origin client every front-end uses. */
export const api: ApiClient = createApiClient();
