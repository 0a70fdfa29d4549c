import { orderMessageSchema as messageSchema, outboxItemSchema, outboxMailSchema } from '@ata/core/message';
import { keySchema } from '@ata/core/validation';
import getRawBody from 'raw-body';
import * as z from 'zod/mini';
import {
  OrderMessageEntity,
  type OrderMessageRow,
  OutboxMessageEntity,
  type OutboxMessageRow,
} from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import { contentRange, parseListQuery } from '../db/list-query.ts';
import { isUuid } from '../db/uuid.ts';
import { forbidden, invalid, notFound, unauthenticated } from '../errors.ts';
import { bodyError } from '../http/error-handler.ts';
import { list, listQuerySchema, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import type { MessagingInfo } from './boot.ts';
import { queueMessage } from './plan.ts';
import { applyStatuses, validSignature } from './webhook.ts';

export const WHATSAPP_WEBHOOK_PATH = '/api/messages/whatsapp/webhook';
const tag = 'messages';
const idParams = z.object({ id: keySchema });

const messageListSpec: ListSpec = {
  searchFields: ['recipient', 'subject', 'body'],
  filterFields: ['orderId', 'channel', 'status', 'audience', 'template'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};
const outboxListSpec: ListSpec = {
  searchFields: ['to', 'subject'],
  filterFields: ['channel'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

const messageJson = (row: OrderMessageRow) => ({
  id: row.id,
  orderId: row.orderId ?? null,
  channel: row.channel,
  recipient: row.recipient,
  audience: row.audience,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError ?? null,
  providerId: row.providerId ?? null,
  subject: row.subject ?? null,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});
const outboxItem = (row: OutboxMessageRow) => ({
  id: row.id,
  channel: row.channel,
  to: row.to,
  from: row.from,
  subject: row.subject ?? null,
  createdAt: row.createdAt.toISOString(),
});

const OUTBOX_OFF = 'The outbox is only kept when mail goes to the local catcher';

/** The message log and resend, the stand-ins' Outbox, and WhatsApp's status webhook. */
export function messageRoutes(messaging: MessagingInfo) {
  const refuseWithoutOutbox = () => {
    if (!messaging.outboxKept) throw notFound(OUTBOX_OFF);
  };
  return [
    defineRoute({
      method: 'get',
      path: '/api/messages',
      tag,
      summary: 'The messages sent or being sent (filter by orderId), newest first',
      access: 'admin',
      query: listQuerySchema,
      responses: { 200: list(messageSchema), 400: 'Invalid sort, range or filter' },
      handler: async (ctx) => {
        const query = parseListQuery(ctx.query, ['createdAt', 'status', 'channel', 'id']);
        const { rows, total } = await findList(ctx.state.em, OrderMessageEntity, query, messageListSpec);
        if (query.dialect) ctx.set('Content-Range', contentRange('messages', query, rows.length, total));
        ctx.body = rows.map(messageJson);
      },
    }),
    defineRoute({
      method: 'post',
      path: '/api/messages/:id/resend',
      tag,
      summary: 'Send a message again: a new queued message with the same content',
      access: 'admin',
      params: idParams,
      responses: { 202: ok(z.object({ id: z.string() }), 'Queued'), 404: 'Message not found' },
      handler: async (ctx, { params }) => {
        const original = isUuid(params.id)
          ? await ctx.state.em.findOne(OrderMessageEntity, { id: params.id })
          : null;
        if (!original) throw notFound('Message not found');
        const copy = await ctx.state.em.transactional((tx) =>
          queueMessage(tx, {
            orderId: original.orderId ?? null,
            channel: original.channel,
            recipient: original.recipient,
            audience: original.audience,
            template: original.template,
            subject: original.subject ?? null,
            body: original.body,
            html: original.html ?? null,
            params: original.params ?? null,
            previousId: original.id,
          }),
        );
        ctx.status = 202;
        ctx.body = { id: copy.id };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/outbox',
      tag,
      summary: 'What the local stand-ins caught (mail, WhatsApp, SMS), newest first',
      access: 'admin',
      query: listQuerySchema,
      responses: { 200: list(outboxItemSchema), 400: 'Invalid sort, range or filter', 404: OUTBOX_OFF },
      handler: async (ctx) => {
        refuseWithoutOutbox();
        const query = parseListQuery(ctx.query, ['createdAt', 'id']);
        const { rows, total } = await findList(ctx.state.em, OutboxMessageEntity, query, outboxListSpec);
        if (query.dialect) ctx.set('Content-Range', contentRange('outbox', query, rows.length, total));
        ctx.body = rows.map(outboxItem);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/outbox/:id',
      tag,
      summary: 'One caught message with its HTML and text',
      access: 'admin',
      params: idParams,
      responses: { 200: ok(outboxMailSchema), 404: 'Not found, or the outbox is not kept' },
      handler: async (ctx, { params }) => {
        refuseWithoutOutbox();
        const row = isUuid(params.id)
          ? await ctx.state.em.findOne(OutboxMessageEntity, { id: params.id })
          : null;
        if (!row) throw notFound('Message not found');
        ctx.body = { ...outboxItem(row), html: row.html ?? null, text: row.text ?? null };
      },
    }),
    defineRoute({
      method: 'get',
      path: WHATSAPP_WEBHOOK_PATH,
      tag,
      summary: "Meta's subscription handshake: answers hub.challenge when hub.verify_token matches",
      access: 'public',
      query: z.object({
        'hub.mode': z.optional(z.string()),
        'hub.verify_token': z.optional(z.string()),
        'hub.challenge': z.optional(z.string()),
      }),
      responses: {
        200: { description: 'The challenge, as text', contentType: 'text/plain' },
        403: 'Wrong verify token',
      },
      handler: (ctx, { query }) => {
        const token = messaging.verifyToken;
        if (query['hub.mode'] !== 'subscribe' || !token || query['hub.verify_token'] !== token)
          throw forbidden('Wrong verify token');
        ctx.type = 'text/plain';
        ctx.body = query['hub.challenge'] ?? '';
      },
    }),
    // Signed by Meta with the app secret over the exact bytes: checked before anything is parsed.
    defineRoute({
      method: 'post',
      path: WHATSAPP_WEBHOOK_PATH,
      tag,
      summary: 'WhatsApp status callbacks (sent, delivered, read, failed): X-Hub-Signature-256 required',
      access: 'public',
      responses: {
        200: ok(z.object({ received: z.literal(true) })),
        400: 'Signed, but not JSON',
        401: 'Missing or invalid signature: nothing changes',
      },
      handler: async (ctx) => {
        const raw = await getRawBody(ctx.req, { limit: '1mb' }).catch((error) => {
          throw bodyError(error);
        });
        if (!validSignature(raw, ctx.get('X-Hub-Signature-256') || undefined, messaging.appSecret))
          throw unauthenticated('Invalid signature');
        let body: unknown;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw invalid('Body is not JSON');
        }
        await applyStatuses(ctx.state.em, body, messaging.channels);
        ctx.body = { received: true };
      },
    }),
  ];
}
