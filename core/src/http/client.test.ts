import { describe, expect, it, vi } from 'vitest';
import { checkAuth } from '../auth/check.ts';
import { ApiError, createApiClient } from './client.ts';

type Reply = Response | Error;
function fakeServer(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    if (reply instanceof Error) throw reply;
    return reply;
  });
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  return {
    calls,
    waits,
    client: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, sleep }),
  };
}
/** The error a call rejects with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('should fail'),
    (e: Error) => e as ApiError,
  );
const headersOf = (call: { init: RequestInit } | undefined) =>
  (call?.init.headers ?? {}) as Record<string, string>;
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('request', () => {
  it('sends JSON with a content type only when there is a body, and always cookies', async () => {
    const { client, calls } = fakeServer([json([1]), json({ id: 'o1' }, 201)]);
    await client.request('GET', '/api/products');
    await client.request('POST', '/api/orders', { a: 1 });
    const [get, post] = calls;
    expect(headersOf(get)['Content-Type']).toBeUndefined();
    expect(get?.init.credentials).toBe('include');
    expect(headersOf(post)['Content-Type']).toBe('application/json');
    expect(post?.init.body).toBe('{"a":1}');
  });

  it('raises "<status>: <body>" on a non-ok response, or the status text when the body is empty', async () => {
    const { client } = fakeServer([
      new Response('{"message":"Not found"}', { status: 404, statusText: 'Not Found' }),
      new Response('', { status: 500, statusText: 'Internal Server Error' }),
    ]);
    const notFound = await failure(client.request('GET', '/api/products/x'));
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound.message).toBe('404: {"message":"Not found"}');
    expect(notFound.serverMessage).toBe('Not found');
    expect((await failure(client.request('GET', '/x'))).message).toBe('500: Internal Server Error');
  });

  it('retries 429 after Retry-After seconds, else 1, 2, 4 s, then raises', async () => {
    const busy = (retryAfter?: string) =>
      new Response('slow down', { status: 429, headers: retryAfter ? { 'Retry-After': retryAfter } : {} });
    const first = fakeServer([busy('7'), json({ ok: true })]);
    expect(await first.client.request('GET', '/api/products')).toEqual({ ok: true });
    expect(first.waits).toEqual([7000]);

    const second = fakeServer([busy(), busy(), busy(), busy()]);
    const error = await failure(second.client.request('GET', '/api/products'));
    expect(second.waits).toEqual([1000, 2000, 4000]);
    expect(error.message).toBe('429: slow down');
  });

  it('retries network failures the same way and does not retry other errors', async () => {
    const flaky = fakeServer([new TypeError('offline'), new TypeError('offline'), json([])]);
    expect(await flaky.client.request('GET', '/api/blog')).toEqual([]);
    expect(flaky.waits).toEqual([1000, 2000]);

    const unauthorised = fakeServer([new Response('no', { status: 401, statusText: 'Unauthorized' })]);
    await expect(unauthorised.client.request('GET', '/api/orders')).rejects.toThrow('401: no');
    expect(unauthorised.waits).toEqual([]);
  });

  it('sends keepalive only for the requests that ask for it (writes that must outlive the page)', async () => {
    const { client, calls } = fakeServer([json({}), json({}), json({})]);
    await client.request('POST', '/api/cart/lines', { quantity: 1 }, 0, { keepalive: true });
    await client.request('GET', '/api/cart');
    await client.request('PUT', '/api/cart/destination', { state: 'LA' });
    expect(calls.map((call) => call.init.keepalive)).toEqual([true, undefined, undefined]);
    expect(calls[0]?.init).toMatchObject({ method: 'POST', body: '{"quantity":1}', credentials: 'include' });
  });

  it('reads with the first query-key element as the path', async () => {
    const { client, calls } = fakeServer([json([{ id: 1 }])]);
    expect(await client.queryFn({ queryKey: ['/api/categories'] })).toEqual([{ id: 1 }]);
    expect(calls[0]?.url).toBe('/api/categories');
  });

  it('attaches a stored Authorization header only to the catalogue and admin paths', async () => {
    const fetch = vi.fn(async () => json({}));
    const client = createApiClient({ fetch: fetch as never, getAuthHeader: () => 'Basic abc' });
    await client.request('GET', '/api/products');
    await client.request('GET', '/api/auth/check');
    await client.request('GET', '/healthz');
    const headers = fetch.mock.calls.map(
      (call) => (call as unknown as [string, RequestInit])[1].headers as Record<string, string>,
    );
    expect(headers.map((h) => h.Authorization)).toEqual(['Basic abc', 'Basic abc', undefined]);
  });
});

describe('checkAuth', () => {
  it('returns the auth object', async () => {
    const { client } = fakeServer([json({ isAdmin: true, username: 'admin' })]);
    expect(await checkAuth(client)).toEqual({ isAdmin: true, username: 'admin' });
  });
  it("turns 401 into 'Unauthorized' and anything else into 'Failed to check auth status'", async () => {
    const unauthorised = fakeServer([new Response('', { status: 401, statusText: 'Unauthorized' })]);
    await expect(checkAuth(unauthorised.client)).rejects.toThrow(/^Unauthorized$/);
    const broken = fakeServer([new Response('', { status: 500 })]);
    await expect(checkAuth(broken.client)).rejects.toThrow('Failed to check auth status');
  });

  it('a request cancelled by its caller rejects without being reported or retried', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, calls } = fakeServer([new DOMException('aborted', 'AbortError')]);
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(client.getJson('/api/settings', { signal: controller.signal })).rejects.toThrow('aborted');
    expect(calls).toHaveLength(1);
    expect(report).not.toHaveBeenCalled();
    report.mockRestore();
  });
});
