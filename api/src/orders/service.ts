import { createHash, randomBytes } from 'node:crypto';
import { koboToNaira } from '@ata/core/money';
import {
  isPayOnDelivery,
  type OrderItem,
  type OrderLimits,
  type OrderPayload,
  type SettableOrderStatus,
} from '@ata/core/order';
import {
  type DiscountRefusal,
  discountRefusalMessage,
  NIGERIAN_STATES,
  offerEndedMessage,
} from '@ata/core/pricing';
import { nameWithSize } from '@ata/core/product';
import { messages } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderEntity, type OrderRow } from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { sqlState } from '../db/sql-errors.ts';
import { isUuid } from '../db/uuid.ts';
import { redeemDiscount } from '../discounts/redeem.ts';
import { conflict, invalid, notFound, unprocessable } from '../errors.ts';
import { orderEvent, recordStatus, statusTemplate } from '../messages/events.ts';
import { pricedLine, priceFromDatabase, type ServerPrice } from '../pricing/server-price.ts';
import { orderAmounts } from './amounts.ts';
import { exceedsHoardLimit, type OrderSource, phoneKey } from './hoarding.ts';
import { checkLineQuantities, checkUnpaidValue } from './limits.ts';
import { amountDue } from './locked-order.ts';
import {
  checkOrderable,
  currentLines,
  loadSizes,
  mergeLines,
  type SizeRow,
  settleLines,
  type WantedLine,
  wantedKey,
} from './stock-check.ts';

export const orderListSpec: ListSpec = {
  searchFields: ['customerName', 'customerEmail', 'customerPhone', 'shippingAddress'],
  filterFields: ['status', 'paymentMethod', 'paymentStatus', 'customerEmail'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};
export const orderSortable = [
  'id',
  'customerName',
  'customerEmail',
  'totalAmount',
  'status',
  'createdAt',
  'updatedAt',
];

export const listOrders = (em: EntityManager, list: ListQuery) =>
  findList(em, OrderEntity, list, orderListSpec);

export async function getOrder(em: EntityManager, id: string): Promise<OrderRow> {
  const order = isUuid(id) ? await em.findOne(OrderEntity, { id }) : null;
  if (!order) throw notFound('Order not found');
  return order;
}

export async function setOrderStatus(
  em: EntityManager,
  id: string,
  status: SettableOrderStatus,
  note?: string,
): Promise<OrderRow> {
  // One conditional UPDATE: a cancel or refund committing meanwhile is seen (PostgreSQL re-checks the
  // condition once the row is free), so a closed order stays closed; reopening would need its stock again.
  // It matches only when the status really changes, so a second click or a second tab saving the same
  // status changes nothing and tells the shopper nothing twice: the message is enqueued with the change.
  const changed = isUuid(id)
    ? await em.transactional(async (tx) => {
        const rows = await tx.nativeUpdate(
          OrderEntity,
          { id, status: { $nin: ['cancelled', 'refunded', status] } },
          { status, updatedAt: new Date(), ...(note !== undefined ? { shippingNote: note || null } : {}) },
        );
        if (rows === 0) return 0;
        if (status === 'paid' || status === 'delivered') await recordPaymentOnDelivery(tx, id);
        recordStatus(tx, id, status, note || null);
        const template = statusTemplate(status);
        if (template) await orderEvent(tx, id, template);
        return rows;
      })
    : 0;
  const order = await getOrder(em.fork(), id);
  if (changed === 0 && order.status !== status) throw conflict(messages.orderClosed(order.status));
  // The same status again with another note: the note is kept (a correction), and nobody is told again.
  if (changed === 0 && note !== undefined && (note || null) !== (order.shippingNote ?? null)) {
    await em.nativeUpdate(OrderEntity, { id }, { shippingNote: note || null, updatedAt: new Date() });
    return getOrder(em.fork(), id);
  }
  return order;
}

/**
 * Inside the status change's transaction (its UPDATE holds the row lock): the owner marking a pay-on-delivery
 * order paid or delivered means its amount due was paid, now. The order is read under that lock, so its
 * payment method is current; an online (Paystack) order is Paystack's to settle and is left alone. The
 * conditional UPDATE matches only an unpaid order (a failed online attempt switched to delivery included)
 * that is still open and has no payment recorded, so a repeat, a later 'delivered' after 'paid' or a racing
 * tab records nothing again, and a refunded, cancelled or paid order is never touched.
 */
async function recordPaymentOnDelivery(tx: EntityManager, id: string): Promise<void> {
  const order = await tx.findOne(OrderEntity, { id }, { refresh: true });
  if (!order || !isPayOnDelivery(order.paymentMethod)) return;
  await tx.nativeUpdate(
    OrderEntity,
    {
      id,
      paymentStatus: { $in: ['unpaid', 'failed'] },
      paidAt: null,
      status: { $nin: ['cancelled', 'refunded'] },
    },
    { paymentStatus: 'paid', paidAt: new Date(), paidAmountKobo: amountDue(order) },
  );
}

/** A retry's key and a hash of what it asked for: a key replays only the order it was first sent with. */
export interface Idempotency {
  key: string;
  bodyHash: string;
}

/** SHA-256 of the parsed payload (the schema fixes the key order, so equal requests hash equally). */
export const payloadHash = (payload: OrderPayload): string =>
  createHash('sha256').update(JSON.stringify(payload)).digest('hex');

/** The original order for a retry; a different request under a used key learns nothing about it. */
function replay(previous: OrderRow, idempotency: Idempotency): { order: OrderRow; created: false } {
  if (previous.idempotencyHash !== idempotency.bodyHash)
    throw unprocessable('This Idempotency-Key was already used for a different order');
  return { order: previous, created: false };
}

const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** 192 random bits, URL-safe: the shopper's tracking link cannot be guessed from the short reference. */
export const newTrackingToken = (): string => randomBytes(24).toString('base64url');

/** Thrown inside the order transaction to roll it back when a line can no longer be bought as read. */
class LineChanged extends Error {
  constructor(readonly line: WantedLine) {
    super('line changed');
  }
}

/** Thrown inside the order transaction when a line would hold too much of a product for one shopper. */
class Hoarding extends Error {
  constructor(
    readonly line: WantedLine,
    readonly sizeName: string,
  ) {
    super('hoarding');
  }
}

/** Thrown inside the order transaction when an automatic offer ran out by the time the order commits. */
class OfferEnded extends Error {
  constructor(readonly label: string) {
    super('offer ended');
  }
}

/** Thrown inside the order transaction when the code was used up by the time the order commits. */
class CodeRefused extends Error {
  constructor(
    readonly reason: DiscountRefusal,
    readonly minSubtotalKobo: number | null,
  ) {
    super('code refused');
  }
}

export const DELIVERY_OPTION_GONE = 'That delivery option is not available now. Please choose another.';
export const notDeliveredMessage = (state: string) =>
  `We do not deliver to ${NIGERIAN_STATES[state as keyof typeof NIGERIAN_STATES] ?? state} yet. Please choose a pickup point or another address.`;

/**
 * The order's price from the database (zones, offers, the code), refused in words when the shopper's choices
 * cannot be honoured: an unknown or refused code, an option no longer offered, a state nobody delivers to.
 */
async function priceTheOrder(
  em: EntityManager,
  payload: OrderPayload,
  lines: WantedLine[],
  sizes: Map<string, SizeRow>,
  now: number,
): Promise<ServerPrice> {
  const price = await priceFromDatabase(em, {
    lines: lines.map((line) => pricedLine(sizes.get(wantedKey(line))!, line.quantity)),
    state: payload.state ?? null,
    city: payload.city ?? null,
    deliveryOptionId: payload.deliveryOptionId ?? null,
    discountCode: payload.discountCode ?? null,
    phoneKey: phoneKey(payload.customerPhone),
    now,
  });
  if (price.codeMessage) throw invalid(price.codeMessage, { discountCode: price.codeMessage });
  const { delivery } = price.breakdown;
  if (!delivery) {
    const message = payload.state ? notDeliveredMessage(payload.state) : CHOOSE_A_STATE;
    throw invalid(message, { state: message });
  }
  if (payload.deliveryOptionId && delivery.id !== payload.deliveryOptionId)
    throw invalid(DELIVERY_OPTION_GONE, { deliveryOptionId: DELIVERY_OPTION_GONE });
  return price;
}
const CHOOSE_A_STATE = 'Choose your state';

/** What the order keeps of its price (kobo), beside `totalAmount` (the subtotal in naira, as the payload). */
const pricedColumns = (payload: OrderPayload, { breakdown }: ServerPrice) => ({
  state: payload.state ?? null,
  city: payload.city || null,
  landmark: payload.landmark || null,
  deliveryOptionId: breakdown.delivery?.id ?? null,
  deliveryLabel: breakdown.delivery?.label.slice(0, 200) ?? null,
  deliveryKind: breakdown.delivery?.kind ?? null,
  deliveryFeeKobo: breakdown.deliveryKobo,
  discountCode: breakdown.discounts.find((one) => one.code !== null)?.code ?? null,
  discountKobo: breakdown.discountKobo,
  subtotalKobo: breakdown.subtotalKobo,
  totalKobo: breakdown.totalKobo,
  // Paying online charges exactly what the pipeline says the shopper owes.
  amountDueKobo: breakdown.totalKobo,
});

/** Who places the order and the owner's limits that apply to it. */
export interface OrderContext {
  clientAddress: string | null;
  limits: OrderLimits;
  /** The shop takes online payments (payments/boot.ts); when not, an order to be paid online is refused. */
  onlinePayment: boolean;
  /** More to do in the order's own transaction once its lines are taken (empty the shopper's server cart). */
  alsoInTransaction?: (tx: EntityManager) => Promise<void>;
  /** What "now" is for express cut-offs and code dates (tests move it); default the clock. */
  now?: number;
  /** The partner credited with the order: the one that brought the shopper's cart (cart/attribution.ts). */
  partnerId?: string | null;
}

/** What the order keeps of each line: the database's name, size and price at the time of the order. */
export const orderItems = (lines: WantedLine[], sizes: Map<string, SizeRow>): OrderItem[] =>
  lines.map((line) => {
    const size = sizes.get(wantedKey(line))!;
    return {
      productId: size.productId,
      variantId: size.variantId,
      variantLabel: size.label,
      name: size.name,
      price: koboToNaira(size.priceKobo),
      quantity: line.quantity,
    };
  });

/**
 * Places an order so that concurrent buyers can never oversell: inside one transaction, each line's size
 * has its stock decremented with a conditional UPDATE on its row (`stock >= quantity`), so the row lock serialises buyers and a
 * line that lost the race matches no row and aborts the whole order.
 */
export async function placeOrder(
  em: EntityManager,
  payload: OrderPayload,
  context: OrderContext,
  idempotency?: Idempotency,
): Promise<{ order: OrderRow; created: boolean }> {
  if (idempotency) {
    const previous = await em.findOne(OrderEntity, { idempotencyKey: idempotency.key });
    if (previous) return replay(previous, idempotency);
  }
  if (payload.paymentMethod === 'paystack' && !context.onlinePayment)
    throw invalid(messages.onlinePaymentOff, { paymentMethod: messages.onlinePaymentOff });
  const wanted = mergeLines(payload.items);
  checkLineQuantities(wanted, context.limits.maxLineQuantity);
  const loaded = await loadSizes(em, wanted);
  // Every line now names its size (a line without one: its product's default size).
  const { lines, sizes } = settleLines(wanted, loaded);
  checkLineQuantities(lines, context.limits.maxLineQuantity);
  checkOrderable(lines, sizes, payload.totalAmount);
  const items = orderItems(lines, sizes);
  const price = await priceTheOrder(em, payload, lines, sizes, context.now ?? Date.now());
  if (isPayOnDelivery(payload.paymentMethod)) checkUnpaidValue(price.breakdown.totalKobo, context.limits);
  const source: OrderSource = {
    clientAddress: context.clientAddress,
    phoneKey: phoneKey(payload.customerPhone),
  };

  try {
    const order = await em.fork().transactional(async (tx) => {
      // The order row goes in first: a duplicate Idempotency-Key fails here, before any stock is locked,
      // and the row locks taken below are held only until the commit.
      const created = tx.create(OrderEntity, {
        customerName: payload.customerName,
        customerEmail: payload.customerEmail,
        customerPhone: payload.customerPhone,
        shippingAddress: payload.shippingAddress,
        items,
        status: 'pending',
        paymentMethod: payload.paymentMethod ?? null,
        paymentStatus: 'unpaid',
        // The payload's total is only checked: both figures are the server's, from the database's prices.
        ...orderAmounts(items),
        ...pricedColumns(payload, price),
        idempotencyKey: idempotency?.key ?? null,
        idempotencyHash: idempotency?.bodyHash ?? null,
        clientAddress: source.clientAddress,
        phoneKey: source.phoneKey,
        trackingToken: newTrackingToken(),
        notifyByPhone: payload.notifyByPhone,
        notifyByEmail: payload.notifyByEmail,
        partnerId: context.partnerId ?? null,
      });
      await tx.flush();
      for (const line of lines) {
        const size = sizes.get(wantedKey(line))!;
        // The size's row: its trigger moves the product's total stock in the same statement.
        const rows = await tx.execute<{ price_kobo: string; stock: number }[]>(
          'update "product_variant" set "stock" = "stock" - ? where "id" = ? and "stock" >= ? returning "price_kobo", "stock"',
          [line.quantity, size.variantId, line.quantity],
        );
        const row = rows[0];
        // Lost the race for the last units, or the price changed since our read: roll back, explain below.
        if (!row || Number(row.price_kobo) !== size.priceKobo) throw new LineChanged(line);
        const taken = { orderId: created.id, variantId: size.variantId, ...line, stockAfter: row.stock };
        if (await exceedsHoardLimit(tx, taken, source, context.limits))
          throw new Hoarding(line, nameWithSize(size.name, size.label));
      }
      // Each discount counts one use, under its row's lock: a code with 10 uses left lets exactly 10 through.
      for (const applied of price.breakdown.discounts) {
        const refused = await redeemDiscount(tx, {
          discountId: applied.id,
          orderId: created.id,
          phone: payload.customerPhone,
          amountKobo: applied.amountKobo,
        });
        if (refused && applied.code !== null)
          throw new CodeRefused(refused, price.code?.minSubtotalKobo ?? null);
        // An automatic offer used up meanwhile: the shopper was quoted it, so the order is refused, in words
        // of the offer (she typed no code); placed again, it is priced without it.
        if (refused) throw new OfferEnded(applied.label);
      }
      // Last, once every line is taken: the timeline, and the job that tells the owner and the shopper.
      recordStatus(tx, created.id, 'pending', null, created.createdAt);
      // Paid online: they hear of it once Paystack confirms (payments/settle.ts).
      if (created.paymentMethod !== 'paystack')
        await orderEvent(tx, created.id, 'order-placed-owner', 'order-confirmation');
      await context.alsoInTransaction?.(tx);
      return created;
    });
    return { order, created: true };
  } catch (error) {
    if (error instanceof CodeRefused) {
      const message = discountRefusalMessage(error.reason, error.minSubtotalKobo);
      throw invalid(message, { discountCode: message });
    }
    if (error instanceof OfferEnded) throw invalid(offerEndedMessage(error.label));
    // A 409 like a stock conflict (not a 429: clients retry those after Retry-After, and this one lasts).
    if (error instanceof Hoarding) {
      const message = messages.stockHoarding(error.sizeName);
      throw conflict(
        message,
        { [`items.${error.line.index}`]: message },
        { items: currentLines(lines, sizes) },
      );
    }
    if (error instanceof LineChanged) {
      // The transaction has released its connection: read the current state to tell the client why.
      const fresh = await loadSizes(em.fork(), lines);
      checkOrderable(lines, fresh, payload.totalAmount);
      throw conflict('Your cart changed while ordering. Please review it.', undefined, {
        items: currentLines(lines, fresh),
      });
    }
    // Two retries with the same key raced: the loser's transaction rolled back; answer with the winner's order.
    if (idempotency && isUniqueViolation(error)) {
      const previous = await em.fork().findOne(OrderEntity, { idempotencyKey: idempotency.key });
      if (previous) return replay(previous, idempotency);
    }
    throw error;
  }
}
