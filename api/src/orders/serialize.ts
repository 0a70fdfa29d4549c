import { isUnconfirmedOverdue, type Order, type PaymentMethod } from '@ata/core/order';
import type { PaymentStatus } from '@ata/core/payment';
import type { OrderRow } from '../db/entities/index.ts';

/** `unconfirmedOverdue` depends on the clock and the owner's setting, so the route decides it. */
export function orderJson(
  row: OrderRow,
  flags: { unconfirmedOverdue: boolean } = { unconfirmedOverdue: false },
): Order {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    shippingAddress: row.shippingAddress,
    items: row.items,
    totalAmount: Number(row.totalAmount),
    status: row.status,
    paymentMethod: (row.paymentMethod as PaymentMethod | null) ?? null,
    paymentStatus: (row.paymentStatus as PaymentStatus | undefined) ?? 'unpaid',
    paymentReference: row.paymentReference ?? null,
    amountDueKobo: row.amountDueKobo ?? null,
    paidAmountKobo: row.paidAmountKobo ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    stockReleasedAt: row.stockReleasedAt?.toISOString() ?? null,
    paymentFlag: row.paymentFlag ?? null,
    cancelReason: row.cancelReason ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    restockedItems: row.restockedItems ?? null,
    unconfirmedOverdue: flags.unconfirmedOverdue,
    trackingToken: row.trackingToken,
    notifyByPhone: row.notifyByPhone,
    notifyByEmail: row.notifyByEmail,
    shippingNote: row.shippingNote ?? null,
    state: row.state ?? null,
    city: row.city ?? null,
    landmark: row.landmark ?? null,
    deliveryOptionId: row.deliveryOptionId ?? null,
    deliveryLabel: row.deliveryLabel ?? null,
    deliveryKind: row.deliveryKind ?? null,
    deliveryFeeKobo: row.deliveryFeeKobo ?? null,
    discountCode: row.discountCode ?? null,
    discountKobo: row.discountKobo ?? null,
    subtotalKobo: row.subtotalKobo ?? null,
    totalKobo: row.totalKobo ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Serialises orders for the owner, flagging those left unconfirmed past the setting at `now`. */
export const ordersForOwner = (now: Date, confirmHours: number) => (row: OrderRow) =>
  orderJson(row, { unconfirmedOverdue: isUnconfirmedOverdue(row, now, confirmHours) });
