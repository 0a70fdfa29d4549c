import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidPrimaryKey } from './timestamps.ts';

/**
 * What the local stand-ins caught (api/src/dev/: the SMTP catcher, the fake WhatsApp Graph API, the fake SMS
 * gateway) when no real provider is configured: the admin's Outbox lists them.
 */
export const OutboxMessageEntity = defineEntity({
  name: 'OutboxMessage',
  tableName: 'outbox_message',
  properties: {
    id: uuidPrimaryKey(),
    /** email | whatsapp | sms */
    channel: p.string().length(20),
    to: p.string().length(1000).fieldName('to_address'),
    from: p.string().length(1000).fieldName('from_address'),
    subject: p.string().length(1000).nullable(),
    text: p.text().nullable(),
    html: p.text().nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .index(),
  },
});
export type OutboxMessageRow = InferEntity<typeof OutboxMessageEntity>;
