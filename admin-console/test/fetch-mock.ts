import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** Replaces global fetch with canned answers by "METHOD path" and records the calls. */
export function mockFetch(
  answers: Record<string, { status?: number; body?: unknown; headers?: Record<string, string> }>,
) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    calls.push({
      url: path,
      method,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
    });
    const key = Object.keys(answers).find((k) => `${method} ${path.split('?')[0]}` === k);
    const answer = key ? answers[key]! : { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  return calls;
}
