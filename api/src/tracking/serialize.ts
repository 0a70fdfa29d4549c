import { deliveryFeeKobo } from '@ata/core/cart';
import { lineTotalKobo, nairaToNearestKobo, subtotalKobo } from '@ata/core/money';
import {
  type OrderStatus,
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
  const subtotal = subtotalKobo(row.items);
  // What paying online charges was fixed when the order was placed; a pay-on-delivery order owes the same.
  const total = row.amountDueKobo ?? subtotal + deliveryFeeKobo(subtotal);
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
    subtotalKobo: subtotal,
    deliveryFeeKobo: row.deliveryFeeKobo ?? total - subtotal,
    discountKobo: row.discountKobo ?? 0,
    totalKobo: total,
    paymentStatus: (row.paymentStatus as PaymentStatus | undefined) ?? 'unpaid',
    paymentMethod: (row.paymentMethod as PaymentMethod | null) ?? null,
    customerName: row.customerName,
    shippingAddress: row.shippingAddress,
    // The owner's note on a shipped order (rider, tracking number): read once the order keeps one.
    shippingNote: (row as { shippingNote?: string | null }).shippingNote ?? null,
    createdAt: row.createdAt.toISOString(),
    trackingUrl: `${publicOrigin}${trackingPath(row.trackingToken)}`,
  };
}
