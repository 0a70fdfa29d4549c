import type { MessageChannel, OrderTemplate } from '@ata/core/message';
import type { Settings } from '@ata/core/settings';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderMessageEntity, type OrderMessageRow } from '../db/entities/index.ts';
import type { Channels } from './channels.ts';
import { audienceOf, type MessageContent, type MessageOrder, orderContent } from './content.ts';
import { addJob, TASKS } from './queue.ts';
import { html, plainText } from './render.ts';

export interface PlanContext {
  channels: Channels;
  publicUrl: string;
  fallbackOwnerEmail: string | undefined;
}

const on = (settings: Settings, channel: MessageChannel, channels: Channels) =>
  Boolean(channels[channel]) && settings[`notify_channels_${channel}`] !== 'off';

/** The phone channel: WhatsApp when it is on, else SMS when that is on. */
function phoneChannel(settings: Settings, channels: Channels): MessageChannel | null {
  if (on(settings, 'whatsapp', channels)) return 'whatsapp';
  if (on(settings, 'sms', channels)) return 'sms';
  return null;
}

interface Recipient {
  channel: MessageChannel;
  to: string;
}

/** Who hears of an order event: the owner (alerts) or the shopper, on the channels she chose and the owner runs. */
function recipients(
  template: OrderTemplate,
  order: MessageOrder & { notifyByPhone: boolean; notifyByEmail: boolean },
  settings: Settings,
  context: PlanContext,
): Recipient[] {
  const list: Recipient[] = [];
  const phone = phoneChannel(settings, context.channels);
  if (audienceOf(template) === 'owner') {
    const email = settings.owner_alert_email.trim() || context.fallbackOwnerEmail;
    if (email && on(settings, 'email', context.channels)) list.push({ channel: 'email', to: email });
    const ownerPhone = settings.owner_alert_whatsapp.trim();
    if (ownerPhone && phone) list.push({ channel: phone, to: ownerPhone });
    return list;
  }
  if (order.notifyByEmail && on(settings, 'email', context.channels))
    list.push({ channel: 'email', to: order.customerEmail });
  if (order.notifyByPhone && phone) list.push({ channel: phone, to: order.customerPhone });
  return list;
}

/** A message's stored form on one channel. */
export function messageFields(channel: MessageChannel, content: MessageContent, shopName: string) {
  return {
    channel,
    subject: channel === 'email' ? content.subject : null,
    body: channel === 'sms' ? content.sms : plainText(content, shopName),
    html: channel === 'email' ? html(content, shopName) : null,
    params: channel === 'whatsapp' ? content.params : null,
  };
}

/** Writes a queued message and the job that sends it, in `tx`. */
export async function queueMessage(
  tx: EntityManager,
  fields: Pick<OrderMessageRow, 'channel' | 'recipient' | 'audience' | 'template' | 'subject' | 'body'> &
    Partial<Pick<OrderMessageRow, 'orderId' | 'html' | 'params' | 'previousId'>>,
): Promise<OrderMessageRow> {
  const row = tx.create(OrderMessageEntity, { status: 'queued', attempts: 0, ...fields });
  await addJob(tx, TASKS.send, { id: row.id });
  return row;
}

/** Writes and enqueues the messages one order event sends. */
export async function planOrderMessages(
  tx: EntityManager,
  template: OrderTemplate,
  order: MessageOrder & { notifyByPhone: boolean; notifyByEmail: boolean },
  settings: Settings,
  context: PlanContext,
): Promise<OrderMessageRow[]> {
  const content = orderContent(template, order, settings, context.publicUrl);
  const rows: OrderMessageRow[] = [];
  for (const { channel, to } of recipients(template, order, settings, context))
    rows.push(
      await queueMessage(tx, {
        orderId: order.id,
        recipient: to,
        audience: audienceOf(template),
        template,
        ...messageFields(channel, content, settings.site_name),
      }),
    );
  return rows;
}
