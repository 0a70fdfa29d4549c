import { describe, expect, it } from 'vitest';
import { paystackProvider } from './provider.ts';
import { signPayload } from './signature.ts';

const SECRET = 'sk_test_provider';
const provider = paystackProvider({ secretKey: SECRET });
/** `signature` null: no x-paystack-signature header. */
const read = (body: string, signature: string | null = signPayload(body, SECRET)) =>
  provider.readWebhook(Buffer.from(body), (name) =>
    name === 'x-paystack-signature' ? (signature ?? undefined) : undefined,
  );

describe("Paystack's webhooks, read", () => {
  it('refuse anything whose signature does not hold before looking at it, even what is not JSON', () => {
    expect(read('not json', null)).toEqual({ kind: 'unsigned' });
    expect(read('{"event":"charge.success"}', signPayload('{}', SECRET))).toEqual({ kind: 'unsigned' });
  });

  it('signed but not a Paystack event: malformed, saying why', () => {
    expect(read('not json')).toEqual({ kind: 'malformed', message: 'Malformed JSON body' });
    expect(read('{"data":{}}')).toEqual({ kind: 'malformed', message: 'Not a Paystack event' });
  });

  it('a charge.success with only the fields the shop reads is a charge; the body is kept whole', () => {
    const body = {
      event: 'charge.success',
      data: { status: 'success', reference: 'ata-r-1', amount: 150_000, currency: 'NGN', brand_new: [1] },
    };
    expect(read(JSON.stringify(body))).toEqual({
      kind: 'event',
      event: 'charge.success',
      charge: {
        status: 'success',
        reference: 'ata-r-1',
        amountKobo: 150_000,
        currency: 'NGN',
        paidAt: null,
        received: body.data,
      },
      reference: 'ata-r-1',
      payload: body,
    });
  });

  it('a charge.success without an amount is no charge; other events keep their reference, cut to 100', () => {
    const noAmount = { event: 'charge.success', data: { status: 'success', reference: 'ata-r-2' } };
    expect(read(JSON.stringify(noAmount))).toMatchObject({
      kind: 'event',
      charge: null,
      reference: 'ata-r-2',
    });
    const transfer = { event: 'transfer.success', data: { reference: 'x'.repeat(150) } };
    expect(read(JSON.stringify(transfer))).toMatchObject({ charge: null, reference: 'x'.repeat(100) });
    expect(read(JSON.stringify({ event: 'ping', data: null }))).toMatchObject({
      charge: null,
      reference: '',
    });
  });
});
