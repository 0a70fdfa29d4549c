import { koboToNairaText } from '@ata/core/money';
import { type Order, orderMoney, orderReference } from '@ata/core/order';
import { lagosClock, NIGERIAN_STATES, type StateCode } from '@ata/core/pricing';
import { nameWithSize } from '@ata/core/product';
import { downloadCSV } from 'react-admin';

/** A time as the shop lives it: Africa/Lagos, `YYYY-MM-DD HH:mm` (core's Lagos clock, as the checkout's cut-offs). */
export function lagosTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const { date, hour, minute } = lagosClock(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date} ${two(hour)}:${two(minute)}`;
}

/** Naira with two decimals (`5200.00`): what a spreadsheet sums. */
const naira = (kobo: number) => koboToNairaText(kobo);

/** A CSV field: quoted when it holds a comma, a quote or a line break; a leading =+-@ cannot run as a formula. */
const field = (value: string | number): string => {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const COLUMNS: [string, (order: Order) => string | number][] = [
  ['Reference', (order) => orderReference(order.id)],
  ['Placed (Lagos time)', (order) => lagosTime(order.createdAt)],
  ['Customer', (order) => order.customerName],
  ['Email', (order) => order.customerEmail],
  ['Phone', (order) => order.customerPhone],
  ['State', (order) => (order.state ? (NIGERIAN_STATES[order.state as StateCode] ?? order.state) : '')],
  ['City/LGA', (order) => order.city ?? ''],
  ['Address', (order) => order.shippingAddress],
  ['Landmark', (order) => order.landmark ?? ''],
  [
    'Items',
    (order) =>
      order.items
        .map((item) => `${item.quantity} x ${nameWithSize(item.name, item.variantLabel)}`)
        .join('; '),
  ],
  ['Subtotal (NGN)', (order) => naira(orderMoney(order).subtotalKobo)],
  ['Discount code', (order) => order.discountCode ?? ''],
  ['Discount (NGN)', (order) => naira(orderMoney(order).discountKobo)],
  ['Delivery', (order) => order.deliveryLabel ?? ''],
  ['Delivery fee (NGN)', (order) => naira(orderMoney(order).deliveryKobo)],
  ['Total (NGN)', (order) => naira(orderMoney(order).totalKobo)],
  ['Status', (order) => order.status],
  ['Payment', (order) => order.paymentStatus],
  ['Payment method', (order) => order.paymentMethod ?? ''],
  ['Paid (Lagos time)', (order) => lagosTime(order.paidAt)],
];

/** The orders as CSV: amounts in naira with two decimals, times in Africa/Lagos. */
export function ordersCsv(orders: readonly Order[]): string {
  const rows = [COLUMNS.map(([name]) => name), ...orders.map((order) => COLUMNS.map(([, of]) => of(order)))];
  return rows.map((row) => row.map(field).join(',')).join('\r\n');
}

/** react-admin's exporter for the orders list. */
export const orderExporter = (orders: Order[]) => downloadCSV(ordersCsv(orders), 'orders');
