import { signPayload } from '../../payments/paystack/signature.ts';

const ATTEMPTS = 4;

/** Paystack retries a webhook that did not get a 200; so do we, a few times, backing off. */
export async function deliverWebhook(target: string, body: string, secretKey: string): Promise<void> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signPayload(body, secretKey) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (response.ok) return;
    } catch {
      // the shop is restarting or unreachable: retry below
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
  }
}
