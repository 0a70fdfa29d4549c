import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

/**
 * One message the shop sends (an e-mail, a WhatsApp message, an SMS) and how it went: written `queued` in
 * the transaction of the change that causes it, sent by the job queue (messages/), retried until the window
 * closes, then `failed`. WhatsApp's status callbacks move it on to `delivered` and `read`.
 */
export const OrderMessageEntity = defineEntity({
  name: 'OrderMessage',
  tableName: 'order_message',
  properties: {
    id: uuidPrimaryKey(),
    /** The order it is about; none for the daily summary. */
    orderId: p.uuid().nullable().index(),
    /** email | whatsapp | sms */
    channel: p.string().length(20),
    /** An e-mail address or an E.164 phone number. */
    recipient: p.string().length(320),
    /** owner | shopper */
    audience: p.string().length(20),
    /** What it says: order-confirmation, order-shipped… (messages/templates.ts). */
    template: p.string().length(60),
    /** WhatsApp template parameters, in order (the text of the other channels is `body`). */
    params: p.json<string[]>().columnType('jsonb').nullable(),
    /** queued | sent | delivered | read | failed */
    status: p.string().length(20).default('queued').index(),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    /** The provider's id for it (Graph API message id, SMTP message id, gateway id). */
    providerId: p.string().length(200).nullable().index(),
    subject: p.string().length(300).nullable(),
    body: p.text(),
    /** E-mail only: the HTML version of `body`. */
    html: p.text().nullable(),
    /** The message this one resends or replaces (an SMS after WhatsApp failed). */
    previousId: p.uuid().nullable(),
    createdAt: createdAt().index(),
    updatedAt: updatedAt(),
    sentAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type OrderMessageRow = InferEntity<typeof OrderMessageEntity>;
