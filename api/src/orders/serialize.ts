import type { Order, PaymentMethod } from '@ata/core/order';
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
