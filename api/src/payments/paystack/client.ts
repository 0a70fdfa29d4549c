import { ProviderError } from '../provider.ts';
import {
  type InitializeRequest,
  initializeResponseSchema,
  type Refund,
  type RefundRequest,
  refundResponseSchema,
  type Transaction,
  verifyResponseSchema,
} from './schemas.ts';

export const PAYSTACK_API = 'https://api.paystack.co';

/** A Paystack call that failed: its HTTP status (0 when unreachable) and Paystack's message. */
export class PaystackError extends ProviderError {
  override name = 'PaystackError';
}

export interface PaystackClient {
  initialize(request: InitializeRequest): Promise<{ authorizationUrl: string; reference: string }>;
  verify(reference: string): Promise<Transaction>;
  refund(request: RefundRequest): Promise<Refund>;
}

/**
 * Paystack's transaction API over fetch, with the secret key as a Bearer token. `baseUrl` is the real
 * API or our fake one (`src/dev/fake-paystack/`); nothing else differs.
 */
export function createPaystackClient(options: {
  secretKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): PaystackClient {
  const baseUrl = (options.baseUrl ?? PAYSTACK_API).replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaystackError(0, `Paystack is unreachable: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as { message?: unknown } | null;
    if (!response.ok) {
      const message = typeof json?.message === 'string' ? json.message : response.statusText;
      throw new PaystackError(response.status, message);
    }
    return json;
  }

  return {
    async initialize(request) {
      const parsed = initializeResponseSchema.safeParse(
        await call('POST', '/transaction/initialize', request),
      );
      if (!parsed.success) throw new PaystackError(502, 'Unexpected answer from Paystack (initialize)');
      return { authorizationUrl: parsed.data.data.authorization_url, reference: parsed.data.data.reference };
    },
    async verify(reference) {
      const parsed = verifyResponseSchema.safeParse(
        await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
      );
      if (!parsed.success) throw new PaystackError(502, 'Unexpected answer from Paystack (verify)');
      return parsed.data.data;
    },
    async refund(request) {
      const parsed = refundResponseSchema.safeParse(await call('POST', '/refund', request));
      if (!parsed.success) throw new PaystackError(502, 'Unexpected answer from Paystack (refund)');
      return parsed.data.data;
    },
  };
}
