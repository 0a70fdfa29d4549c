import { describe, expect, it } from 'vitest';
import { createPaystackClient, PAYSTACK_API, PaystackError } from './client.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A fetch that records each call and answers `status` with `body` (a string is sent as is). */
function fakeFetch(status: number, body: unknown, statusText = '') {
  const calls: Call[] = [];
  const fetch = (async (url: string | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, statusText });
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

const transaction = {
  id: 7,
  domain: 'test',
  status: 'success',
  reference: 'ata-ref-1',
  amount: 250_000,
  currency: 'NGN',
};

describe('the Paystack client', () => {
  it('initializes with the secret key as a Bearer token and a JSON body, on the configured base URL', async () => {
    const { calls, fetch } = fakeFetch(200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: 'https://checkout.paystack.com/abc', access_code: 'abc', reference: 'r-1' },
    });
    const client = createPaystackClient({ secretKey: 'sk_test_x', baseUrl: 'http://fake.test/api//', fetch });
    const request = { email: 'ngozi@example.ng', amount: 250_000, reference: 'r-1' };
    expect(await client.initialize(request)).toEqual({
      authorizationUrl: 'https://checkout.paystack.com/abc',
      reference: 'r-1',
    });
    expect(calls).toHaveLength(1);
    const [{ url, init }] = calls as [Call];
    expect(url).toBe('http://fake.test/api/transaction/initialize');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(request);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer sk_test_x');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(new Headers(init.headers).get('accept')).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("verifies with a GET that sends no body, the reference escaped, and returns Paystack's transaction", async () => {
    const { calls, fetch } = fakeFetch(200, {
      status: true,
      message: 'Verification successful',
      data: transaction,
    });
    const client = createPaystackClient({ secretKey: 'sk_test_x', fetch });
    expect(await client.verify('a/b c')).toEqual(transaction);
    const [{ url, init }] = calls as [Call];
    expect(url).toBe(`${PAYSTACK_API}/transaction/verify/a%2Fb%20c`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(new Headers(init.headers).has('content-type')).toBe(false);
  });

  it('refunds with a POST to /refund', async () => {
    const refund = { id: 3, amount: 250_000, currency: 'NGN', status: 'pending', transaction: 7 };
    const { calls, fetch } = fakeFetch(200, {
      status: true,
      message: 'Refund has been queued',
      data: refund,
    });
    const client = createPaystackClient({ secretKey: 'sk_test_x', baseUrl: 'http://fake.test', fetch });
    expect(await client.refund({ transaction: 'ata-ref-1', amount: 250_000 })).toEqual(refund);
    expect(calls[0]).toMatchObject({ url: 'http://fake.test/refund', init: { method: 'POST' } });
  });

  it("a refusal carries Paystack's status and message, else the status text", async () => {
    const refused = fakeFetch(400, { status: false, message: 'Transaction has been fully reversed' });
    const error = await createPaystackClient({ secretKey: 'k', fetch: refused.fetch })
      .refund({ transaction: 'r' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaystackError);
    expect(error).toMatchObject({ status: 400, message: 'Transaction has been fully reversed' });

    const notJson = fakeFetch(503, '<html>down</html>', 'Service Unavailable');
    await expect(
      createPaystackClient({ secretKey: 'k', fetch: notJson.fetch }).verify('r'),
    ).rejects.toMatchObject({
      status: 503,
      message: 'Service Unavailable',
    });
    const oddMessage = fakeFetch(404, { status: false, message: 42 }, 'Not Found');
    await expect(
      createPaystackClient({ secretKey: 'k', fetch: oddMessage.fetch }).verify('r'),
    ).rejects.toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('an unreachable Paystack is status 0, and an answer of the wrong shape is a 502', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    await expect(createPaystackClient({ secretKey: 'k', fetch: down }).verify('r')).rejects.toMatchObject({
      status: 0,
      message: 'Paystack is unreachable: fetch failed',
    });
    const odd = fakeFetch(200, { status: true, message: 'ok', data: { nothing: 'useful' } });
    const client = createPaystackClient({ secretKey: 'k', fetch: odd.fetch });
    await expect(client.initialize({ email: 'a@b.ng', amount: 1 })).rejects.toMatchObject({
      status: 502,
      message: 'Unexpected answer from Paystack (initialize)',
    });
    await expect(client.verify('r')).rejects.toMatchObject({
      status: 502,
      message: 'Unexpected answer from Paystack (verify)',
    });
    await expect(client.refund({ transaction: 'r' })).rejects.toMatchObject({
      status: 502,
      message: 'Unexpected answer from Paystack (refund)',
    });
  });

  it('gives up on a Paystack that does not answer in time', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof globalThis.fetch;
    const client = createPaystackClient({ secretKey: 'k', fetch: hanging, timeoutMs: 20 });
    await expect(client.verify('r')).rejects.toMatchObject({ status: 0 });
  });
});
