import type { Order, PaymentMethod } from '@ata/core/order';
import type { PaymentStatus } from '@ata/core/payment';
import type { OrderRow } from '../db/entities/index.ts';

export function orderJson(row: OrderRow): Order {
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
