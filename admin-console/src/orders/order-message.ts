import { DEFAULT_STATUS_COLOR } from '@ata/core/order';
import { tintOf } from './status-colors.ts';

export type { OrderMessage } from '@ata/core/message';

const channelLabels: Record<string, string> = { email: 'E-mail', whatsapp: 'WhatsApp', sms: 'SMS' };
export const channelLabel = (channel: string) => channelLabels[channel] ?? channel;

const templateLabels: Record<string, string> = {
  'order-placed-owner': 'New-order alert to you',
  'order-confirmation': 'Order confirmation',
  'order-status-processing': 'Order confirmed, being prepared',
  'order-shipped': 'Order shipped',
  'order-delivered': 'Order delivered',
  'order-cancelled': 'Order cancelled',
  'order-refunded': 'Order refunded',
  'payment-receipt': 'Payment receipt',
  'daily-summary': 'Daily summary',
};
/** The message's template in words ('order-shipped' → 'Order shipped'); an unknown one in plain letters. */
export const templateLabel = (template: string) => templateLabels[template] ?? template.replaceAll('-', ' ');

/** Each delivery state's words and colour: waiting grey, on its way blue, arrived green, read teal, failed red. */
const statusColors: Record<string, { label: string; color: string }> = {
  queued: { label: 'Queued', color: DEFAULT_STATUS_COLOR },
  sent: { label: 'Sent', color: 'blue' },
  delivered: { label: 'Delivered', color: 'green' },
  read: { label: 'Read', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};

export function messageStatusStyle(status: string) {
  const known = statusColors[status] ?? { label: status, color: DEFAULT_STATUS_COLOR };
  return { ...known, ...tintOf(known.color) };
}
