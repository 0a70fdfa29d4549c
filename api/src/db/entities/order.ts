import type { OrderItem } from '@ata/core/order';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

export const OrderEntity = defineEntity({
  name: 'Order',
  tableName: 'shop_order',
  properties: {
    id: uuidPrimaryKey(),
    customerName: p.string().length(200),
    customerEmail: p.string().length(320),
    customerPhone: p.string().length(50),
    shippingAddress: p.text(),
    /** What was bought, with the database's names and prices at the time of the order. */
    items: p.json<OrderItem[]>().columnType('jsonb'),
    totalAmount: p.decimal('string').precision(14).scale(2),
    status: p.string().length(20).default('pending').index(),
    paymentMethod: p.string().length(20).nullable(),
    /** Payment state, apart from the order status: unpaid, paid, failed, refunded. */
    paymentStatus: p.string().length(20).default('unpaid').index(),
    /** The latest Paystack transaction started for this order (`ata-<id>-<attempt>`). */
    paymentReference: p.string().length(100).nullable(),
    paymentAttempts: p.integer().default(0),
    /** What an online payment must be: subtotal plus delivery fee, in kobo, computed by the server. */
    amountDueKobo: p.bigint('number').nullable(),
    /**
     * The amount paid, in kobo: what Paystack confirmed (verify or a signed webhook), or for an order paid on
     * delivery its amount due, recorded when the owner set it to paid or delivered.
     */
    paidAmountKobo: p.bigint('number').nullable(),
    paidAt: p.datetime().columnType('timestamptz').nullable(),
    /** An unpaid online order holds its stock until then. */
    reservedUntil: p.datetime().columnType('timestamptz').nullable().index(),
    /**
     * Set once, in the transaction that put the order's stock back (or decided what went back): a
     * reservation that ran out, a cancel or a refund. Each of them checks it under the row lock first.
     */
    stockReleasedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The owner's reason, kept when the order was cancelled. */
    cancelReason: p.string().length(500).nullable(),
    cancelledAt: p.datetime().columnType('timestamptz').nullable(),
    /** What a refund put back on sale, line by line (the owner's choice). */
    restockedItems: p.json<{ productId: string; quantity: number }[]>().columnType('jsonb').nullable(),
    /** The client's address as the app determines it (TRUST_PROXY), for the stock-hoarding limit. */
    clientAddress: p.string().length(64).nullable().index(),
    /** The last 10 digits of the phone number (+234 803… and 0803… agree), for the same limit. */
    phoneKey: p.string().length(20).nullable().index(),
    /** Something the owner must look at (a payment after expiry, an amount that does not match). */
    paymentFlag: p.text().nullable(),
    /** A retried POST with the same Idempotency-Key returns this order instead of creating another. */
    idempotencyKey: p.string().length(200).nullable().unique(),
    /** SHA-256 of the request that first used the key: the same key with another body is refused. */
    idempotencyHash: p.string().length(64).nullable(),
    /** The shopper's tracking link carries this long random token (the short reference alone is guessable). */
    trackingToken: p.string().length(64).unique(),
    /** The shopper's choice at checkout: order updates by WhatsApp (SMS when WhatsApp fails) and by e-mail. */
    notifyByPhone: p.boolean().default(true),
    notifyByEmail: p.boolean().default(true),
    /** The owner's note when the order shipped (rider's name and phone, tracking), told the shopper. */
    shippingNote: p.string().length(300).nullable(),
    /** The address's state (ISO 3166-2:NG code), city/LGA and landmark or nearest bus stop. */
    state: p.string().length(2).nullable().index(),
    city: p.string().length(100).nullable(),
    landmark: p.string().length(200).nullable(),
    /** The delivery option the order was priced with (`standard:<zone>`, `express:…`, `pickup:<point>`). */
    deliveryOptionId: p.string().length(120).nullable(),
    deliveryLabel: p.string().length(200).nullable(),
    /** standard, express or pickup. */
    deliveryKind: p.string().length(20).nullable(),
    deliveryFeeKobo: p.bigint('number').nullable(),
    /** The discount code redeemed with the order (upper-case); automatic offers have none. */
    discountCode: p.string().length(40).nullable().index(),
    /** Everything taken off the subtotal (code and automatic offers), in kobo. */
    discountKobo: p.bigint('number').nullable(),
    /** Subtotal and what the shopper owes (subtotal − discount + delivery), in kobo, from priceOrder. */
    subtotalKobo: p.bigint('number').nullable(),
    totalKobo: p.bigint('number').nullable(),
    /** The partner whose embed or link brought the shopper (first touch within 30 days); null: none. */
    partnerId: p.uuid().nullable().index(),
    createdAt: createdAt().index(),
    updatedAt: updatedAt(),
  },
});
export type OrderRow = InferEntity<typeof OrderEntity>;
