import { z } from 'zod/mini';

/** Where a message goes out: e-mail, WhatsApp, or SMS (when WhatsApp fails or is off). */
export const messageChannels = ['email', 'whatsapp', 'sms'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/** A message's delivery state, as the channels report it (WhatsApp's callbacks bring delivered and read). */
export const messageStatuses = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** The order messages: the owner's alert, then what the shopper is told at each step. */
export const orderTemplates = [
  'order-placed-owner',
  'order-confirmation',
  'order-status-processing',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'order-refunded',
  'payment-receipt',
] as const;
export type OrderTemplate = (typeof orderTemplates)[number];

const channelSchema = z.enum(messageChannels);

/** One message of the log (GET /api/messages). */
export const orderMessageSchema = z.object({
  id: z.string(),
  orderId: z.nullable(z.string()),
  channel: channelSchema,
  recipient: z.string(),
  audience: z.enum(['owner', 'shopper']),
  template: z.string(),
  status: z.enum(messageStatuses),
  attempts: z.int(),
  lastError: z.nullable(z.string()),
  providerId: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

/** A message the local stand-ins caught instead of sending (GET /api/outbox). */
export const outboxItemSchema = z.object({
  id: z.string(),
  channel: channelSchema,
  to: z.string(),
  from: z.string(),
  /** E-mails only. */
  subject: z.nullable(z.string()),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

/** One caught message in full (GET /api/outbox/:id): an e-mail's HTML and plain text, or a chat's text. */
export const outboxMailSchema = z.extend(outboxItemSchema, {
  html: z.nullable(z.string()),
  text: z.nullable(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
