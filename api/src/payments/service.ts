import { randomUUID } from 'node:crypto';
import { amountDueKobo } from '@ata/core/cart';
import {
  PAYSTACK_CHANNELS,
  type PaymentResult,
  type PaymentStatus,
  parsePaymentReference,
  paymentReference,
  type RefundedPayment,
  type RefundRequest,
  type StartedPayment,
} from '@ata/core/payment';
import { messages } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Orm } from '../db/orm.ts';
import { conflict, notFound, providerFailed } from '../errors.ts';
import { loadOrderLimits, refuseUnpaidSwitch } from '../orders/limits.ts';
import { chosenRestock } from '../orders/refund-restock.ts';
import { restock } from '../orders/restock.ts';
import type { Payments } from './payments.ts';
import { PaystackError } from './paystack/client.ts';
import type { Transaction } from './paystack/schemas.ts';

export const CURRENCY = 'NGN';
/** A shopper may retry a declined payment; past this, something is wrong. */
const MAX_ATTEMPTS = 20;

interface LockedOrder {
  id: string;
  status: string;
  payment_method: string | null;
  payment_status: PaymentStatus;
  payment_reference: string | null;
  payment_attempts: number;
  amount_due_kobo: string | null;
  paid_amount_kobo: string | null;
  stock_released_at: Date | null;
  customer_email: string;
  items: { productId?: string; price: number; quantity: number }[];
}

const lockOrder = async (tx: EntityManager, id: string): Promise<LockedOrder | undefined> =>
  (
    await tx.execute<LockedOrder[]>(
      `select "id", "status", "payment_method", "payment_status", "payment_reference", "payment_attempts",
              "amount_due_kobo", "paid_amount_kobo", "stock_released_at", "customer_email", "items"
         from "shop_order" where "id" = ? for update`,
      [id],
    )
  )[0];

const dueOf = (order: LockedOrder): number =>
  order.amount_due_kobo === null ? amountDueKobo(order.items) : Number(order.amount_due_kobo);

const paystackFailure = (error: unknown): never => {
  if (error instanceof PaystackError) {
    if (error.status === 404) throw notFound('Payment not found');
    throw providerFailed(`The payment provider did not answer: ${error.message}`);
  }
  throw error;
};

export type Outcome = 'applied' | 'duplicate' | 'flagged' | 'ignored';
type EventSource = 'webhook' | 'verify' | 'admin';

/**
 * Everything that decides an order's payment state goes through here, under the order's row lock, so
 * that webhooks, their retries and duplicates, and the return page's verification agree and an order is
 * marked paid exactly once, whatever their order or concurrency.
 */
export class PaymentService {
  constructor(
    private readonly orm: Orm,
    private readonly payments: Payments,
  ) {}

  /**
   * Starts (or retries) paying an order online: a new Paystack transaction for exactly the order's
   * server-computed amount in kobo, with a reference bound to the order.
   */
  async start(orderId: string, callbackUrl: string): Promise<StartedPayment> {
    const started = await this.orm.em.fork().transactional(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Order not found');
      if (order.payment_method !== 'paystack') throw conflict('This order is not paid online');
      if (order.payment_status === 'paid') throw conflict('This order is already paid');
      if (order.payment_status === 'refunded') throw conflict('This order was refunded');
      if (order.status === 'cancelled') throw conflict(messages.orderWasCancelled);
      if (order.stock_released_at) throw conflict('This order has expired. Please place your order again.');
      if (order.payment_attempts >= MAX_ATTEMPTS) throw conflict('Too many payment attempts for this order');
      const attempt = order.payment_attempts + 1;
      const reference = paymentReference(order.id, attempt);
      const amount = dueOf(order);
      // A retry keeps the stock for one more reservation period from now, never less than before.
      await tx.execute(
        `update "shop_order" set "payment_attempts" = ?, "payment_reference" = ?, "amount_due_kobo" = ?,
            "reserved_until" = greatest("reserved_until", now() + make_interval(mins => ?)), "updated_at" = now()
          where "id" = ?`,
        [attempt, reference, amount, this.payments.reservationMinutes, order.id],
      );
      return { reference, amount, email: order.customer_email };
    });
    const initialized = await this.payments.paystack
      .initialize({
        email: started.email,
        amount: started.amount,
        currency: CURRENCY,
        reference: started.reference,
        channels: [...PAYSTACK_CHANNELS],
        callback_url: callbackUrl,
        metadata: { orderId },
      })
      .catch(paystackFailure);
    return {
      reference: initialized.reference,
      authorizationUrl: initialized.authorizationUrl,
      amountKobo: started.amount,
    };
  }

  /** The return page asks: verify with Paystack (the truth is theirs), apply, and report. */
  async confirm(reference: string): Promise<PaymentResult> {
    const bound = parsePaymentReference(reference);
    if (!bound) throw notFound('Payment not found');
    const known = await this.orm.em
      .fork()
      .execute<{ payment_attempts: number }[]>('select "payment_attempts" from "shop_order" where "id" = ?', [
        bound.orderId,
      ]);
    if (!known[0] || bound.attempt > known[0].payment_attempts) throw notFound('Payment not found');
    const transaction = await this.payments.paystack.verify(reference).catch(paystackFailure);
    // Polls of an unfinished payment change nothing and are not worth a row each.
    const settled = transaction.status === 'success' || transaction.status === 'failed';
    if (settled) await this.apply('verify', `verify:${transaction.status}`, transaction, transaction);
    return this.result(bound.orderId, reference, transaction);
  }

  /** A signed webhook, already parsed. Unknown events are stored and ignored. */
  async webhook(event: string, transaction: Transaction | null, payload: unknown): Promise<Outcome> {
    if (event !== 'charge.success' || !transaction) {
      const data = (payload as { data?: { reference?: unknown } }).data;
      const reference = typeof data?.reference === 'string' ? data.reference.slice(0, 100) : '';
      await this.record(this.orm.em.fork(), {
        reference,
        orderId: parsePaymentReference(reference)?.orderId ?? null,
        source: 'webhook',
        event,
        transaction: null,
        payload,
        outcome: 'ignored',
        note: event === 'charge.success' ? 'Malformed event data' : 'Event not used by the shop',
      });
      return 'ignored';
    }
    return this.apply('webhook', event, transaction, payload);
  }

  /** Decides and records one settled transaction under the order's row lock. */
  private async apply(
    source: EventSource,
    event: string,
    transaction: Transaction,
    payload: unknown,
  ): Promise<Outcome> {
    const bound = parsePaymentReference(transaction.reference);
    // Paid is final: a repeat delivery for a paid order is recorded without queueing for the row lock.
    if (bound && transaction.status === 'success') {
      const em = this.orm.em.fork();
      const [current] = await em.execute<{ payment_status: PaymentStatus }[]>(
        'select "payment_status" from "shop_order" where "id" = ?',
        [bound.orderId],
      );
      if (current?.payment_status === 'paid') {
        await this.record(em, {
          reference: transaction.reference,
          orderId: bound.orderId,
          source,
          event,
          transaction,
          payload,
          outcome: 'duplicate',
          note: null,
        });
        return 'duplicate';
      }
    }
    return this.orm.em.fork().transactional(async (tx) => {
      const order = bound ? await lockOrder(tx, bound.orderId) : undefined;
      const record = (outcome: Outcome, note: string | null) =>
        this.record(tx, {
          reference: transaction.reference,
          orderId: order?.id ?? null,
          source,
          event,
          transaction,
          payload,
          outcome,
          note,
        }).then(() => outcome);
      const flag = async (note: string) => {
        await tx.execute(`update "shop_order" set "payment_flag" = ?, "updated_at" = now() where "id" = ?`, [
          note,
          order!.id,
        ]);
        return record('flagged', note);
      };

      if (!order || !bound || bound.attempt > order.payment_attempts)
        return record('ignored', 'Unknown reference');
      if (transaction.status !== 'success') {
        if (order.payment_status !== 'unpaid' || transaction.reference !== order.payment_reference)
          return record('ignored', `Transaction ${transaction.status}`);
        await tx.execute(
          `update "shop_order" set "payment_status" = 'failed', "updated_at" = now() where "id" = ?`,
          [order.id],
        );
        return record('applied', `Transaction ${transaction.status}`);
      }
      if (order.payment_status === 'paid' || order.payment_status === 'refunded')
        return record('duplicate', null);
      const due = dueOf(order);
      if (transaction.currency !== CURRENCY || transaction.amount !== due)
        return flag(
          `Paystack reported ${transaction.amount} kobo in ${transaction.currency} for ${transaction.reference}; the order is ${due} kobo in ${CURRENCY}. Not marked paid.`,
        );
      // A cancelled order's stock went back too: say which of the two happened.
      if (order.status === 'cancelled')
        return flag(
          `Paid ${transaction.amount} kobo (${transaction.reference}) for an order that was cancelled. Refund it or fulfil the order by hand.`,
        );
      if (order.stock_released_at)
        return flag(
          `Paid ${transaction.amount} kobo (${transaction.reference}) after the reservation expired and the stock was released. Refund it or fulfil the order by hand.`,
        );
      await tx.execute(
        `update "shop_order"
            set "payment_status" = 'paid', "paid_amount_kobo" = ?, "paid_at" = coalesce(?::timestamptz, now()),
                "payment_reference" = ?, "reserved_until" = null, "updated_at" = now(),
                "status" = case when "status" in ('pending', 'confirmed') then 'paid' else "status" end
          where "id" = ?`,
        [transaction.amount, transaction.paid_at ?? null, transaction.reference, order.id],
      );
      return record('applied', null);
    });
  }

  /** One stored event: a plain insert (this runs for every webhook delivery). */
  private async record(
    em: EntityManager,
    row: {
      reference: string;
      orderId: string | null;
      source: EventSource;
      event: string;
      /** Its amount and currency are stored (or `amount`'s, for an event that is not a transaction). */
      transaction: Transaction | null;
      amount?: { kobo: number; currency: string };
      payload: unknown;
      outcome: Outcome;
      note: string | null;
    },
  ): Promise<void> {
    await em.execute(
      `insert into "payment_event"
         ("id", "reference", "order_id", "source", "event", "amount_kobo", "currency", "payload", "received_at", "outcome", "note")
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, now(), ?, ?)`,
      [
        randomUUID(),
        row.reference,
        row.orderId,
        row.source,
        row.event.slice(0, 100),
        row.transaction?.amount ?? row.amount?.kobo ?? null,
        (row.transaction?.currency ?? row.amount?.currency)?.slice(0, 3) ?? null,
        JSON.stringify(row.payload ?? null),
        row.outcome,
        row.note,
      ],
    );
  }

  private async result(orderId: string, reference: string, transaction: Transaction): Promise<PaymentResult> {
    const rows = await this.orm.em
      .fork()
      .execute<
        { payment_status: PaymentStatus; amount_due_kobo: string | null; stock_released_at: Date | null }[]
      >('select "payment_status", "amount_due_kobo", "stock_released_at" from "shop_order" where "id" = ?', [
        orderId,
      ]);
    const order = rows[0];
    if (!order) throw notFound('Payment not found');
    return {
      orderId,
      reference,
      paymentStatus: order.payment_status,
      transactionStatus: transaction.status,
      amountKobo: Number(order.amount_due_kobo ?? transaction.amount),
      expired: order.stock_released_at !== null,
    };
  }

  /** The shopper gives up paying online: the order stays, to be paid on delivery, and keeps its stock. */
  async switchToPayOnDelivery(orderId: string): Promise<void> {
    await this.orm.em.fork().transactional(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Order not found');
      if (order.payment_status === 'paid') throw conflict('This order is already paid');
      if (order.status === 'cancelled') throw conflict(messages.orderWasCancelled);
      if (order.stock_released_at) throw conflict('This order has expired. Please place your order again.');
      // Paid on delivery it stays unpaid for days: the owner's cap on such orders applies here too.
      refuseUnpaidSwitch(dueOf(order), await loadOrderLimits(tx));
      await tx.execute(
        `update "shop_order" set "payment_method" = 'whatsapp', "reserved_until" = null, "updated_at" = now()
          where "id" = ?`,
        [order.id],
      );
    });
  }

  /**
   * The owner refunds a paid online order in full. Under the order's row lock, so however often (or
   * concurrently) it is asked, Paystack is asked once; a repeat answers with the refund already made.
   */
  async refund(orderId: string, request: RefundRequest = { restock: [] }): Promise<RefundedPayment> {
    return this.orm.em.fork().transactional(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw notFound('Order not found');
      const toRestock = chosenRestock(order.items, request.restock);
      const reference = order.payment_reference;
      const paid = order.paid_amount_kobo === null ? null : Number(order.paid_amount_kobo);
      if (order.payment_status === 'refunded' && reference) {
        const [previous] = await tx.execute<{ amount_kobo: string | null; status: string | null }[]>(
          `select "amount_kobo", "payload"->>'status' as "status" from "payment_event"
            where "order_id" = ? and "source" = 'admin' and "outcome" = 'applied'
            order by "received_at" desc limit 1`,
          [order.id],
        );
        await this.record(tx, {
          reference,
          orderId: order.id,
          source: 'admin',
          event: 'refund',
          transaction: null,
          payload: null,
          outcome: 'duplicate',
          note: 'Already refunded: Paystack was not asked again',
        });
        return {
          orderId: order.id,
          reference,
          paymentStatus: 'refunded',
          refundedKobo: Number(previous?.amount_kobo ?? paid ?? 0),
          refundStatus: previous?.status ?? 'pending',
          alreadyRefunded: true,
          restocked: [],
        };
      }
      if (
        order.payment_method !== 'paystack' ||
        order.payment_status !== 'paid' ||
        !reference ||
        paid === null
      )
        throw conflict('Only an order paid online can be refunded');
      const refund = await this.payments.paystack
        .refund({ transaction: reference, amount: paid, merchant_note: `Refund of order ${order.id}` })
        .catch((error: unknown) => {
          // Paystack refusing (already reversed, not refundable) is a conflict the owner can read.
          if (error instanceof PaystackError && error.status === 400)
            throw conflict(`Paystack refused the refund: ${error.message}`);
          return paystackFailure(error);
        });
      // The stock goes back once: not if it already did (the reservation expired before the payment).
      const restocked = order.stock_released_at ? [] : toRestock;
      await restock(tx, restocked);
      await tx.execute(
        `update "shop_order"
            set "payment_status" = 'refunded', "status" = 'refunded', "restocked_items" = ?::jsonb,
                "stock_released_at" = coalesce("stock_released_at", now()), "updated_at" = now()
          where "id" = ?`,
        [JSON.stringify(restocked), order.id],
      );
      await this.record(tx, {
        reference,
        orderId: order.id,
        source: 'admin',
        event: 'refund',
        transaction: null,
        amount: { kobo: refund.amount, currency: refund.currency },
        payload: refund,
        outcome: 'applied',
        note: `Refund ${refund.status} at Paystack`,
      });
      return {
        orderId: order.id,
        reference,
        paymentStatus: 'refunded',
        refundedKobo: refund.amount,
        refundStatus: refund.status,
        alreadyRefunded: false,
        restocked,
      };
    });
  }
}
