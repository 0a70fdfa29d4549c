import { lineTotalKobo, nairaToNearestKobo } from '@ata/core/money';
import {
  addressLines,
  type OrderStatus,
  orderMoney,
  orderReference,
  type PaymentMethod,
  type TimelineStep,
  type TrackedOrder,
  trackingPath,
} from '@ata/core/order';
import type { PaymentStatus } from '@ata/core/payment';
import { nameWithSize } from '@ata/core/product';
import type { OrderRow } from '../db/entities/index.ts';

/** What the shopper's tracking page shows of an order: nothing of the e-mail, phone or owner's flags. */
export function trackedOrderJson(
  row: OrderRow,
  timeline: TimelineStep[],
  publicOrigin: string,
): TrackedOrder {
  // As the order was priced (priceOrder's figures it stored; orders from before: the rule of the time).
  const money = orderMoney(row);
  return {
    reference: orderReference(row.id),
    status: row.status as OrderStatus,
    timeline,
    items: row.items.map((item) => ({
      name: nameWithSize(item.name, item.variantLabel),
      quantity: item.quantity,
      priceKobo: nairaToNearestKobo(item.price),
      lineTotalKobo: lineTotalKobo(item),
    })),
    subtotalKobo: money.subtotalKobo,
    deliveryFeeKobo: money.deliveryKobo,
    discountKobo: money.discountKobo,
    discountCode: row.discountCode ?? null,
    deliveryLabel: row.deliveryLabel ?? null,
    totalKobo: money.totalKobo,
    paymentStatus: (row.paymentStatus as PaymentStatus | undefined) ?? 'unpaid',
    paymentMethod: (row.paymentMethod as PaymentMethod | null) ?? null,
    customerName: row.customerName,
    shippingAddress: row.shippingAddress,
    address: addressLines(row),
    // The owner's note on a shipped order (rider, tracking number): read once the order keeps one.
    shippingNote: (row as { shippingNote?: string | null }).shippingNote ?? null,
    createdAt: row.createdAt.toISOString(),
    trackingUrl: `${publicOrigin}${trackingPath(row.trackingToken)}`,
  };
}
