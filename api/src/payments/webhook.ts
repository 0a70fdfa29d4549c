import { parsePaymentReference } from '@ata/core/payment';
import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../errors.ts';
import { HttpError } from '../http/errors.ts';
import { recordEvent } from './events.ts';
import type { Payments } from './payments.ts';
import { settleCharge } from './settle.ts';

/**
 * One webhook delivery, as raw bytes: nothing is parsed or stored unless its signature holds (401). A
 * `charge.success` carrying what the shop reads is applied; every other event is stored and ignored.
 */
export async function receiveWebhook(
  em: EntityManager,
  payments: Payments,
  rawBody: Buffer,
  header: (name: string) => string | undefined,
): Promise<void> {
  // Switched off, no key can sign for us: the same 401 as a forged delivery.
  const reading = payments.provider?.readWebhook(rawBody, header) ?? { kind: 'unsigned' };
  if (reading.kind === 'unsigned') throw new HttpError(401, 'Invalid signature');
  if (reading.kind === 'malformed') throw invalid(reading.message);
  if (reading.event === 'charge.success' && reading.charge) {
    await settleCharge(em, {
      source: 'webhook',
      event: reading.event,
      charge: reading.charge,
      payload: reading.payload,
    });
    return;
  }
  await recordEvent(em, {
    reference: reading.reference,
    orderId: parsePaymentReference(reading.reference)?.orderId ?? null,
    source: 'webhook',
    event: reading.event,
    amount: null,
    payload: reading.payload,
    outcome: 'ignored',
    note: reading.event === 'charge.success' ? 'Malformed event data' : 'Event not used by the shop',
  });
}
