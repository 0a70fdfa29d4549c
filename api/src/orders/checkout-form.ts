import { type CartItem, cartDestinationSchema, cartSubtotal } from '@ata/core/cart';
import {
  CHECKOUT_INTENT_FIELD,
  CHECKOUT_PATH,
  CHECKOUT_QUOTE_INTENT,
  type CheckoutPost,
  checkoutDraftOf,
  checkoutPostSchema,
  type OrderPayload,
  readCheckoutPost,
  submissionKeySchema,
  trackingPath,
} from '@ata/core/order';
import { messages } from '@ata/core/site';
import { zodErrorsByField } from '@ata/core/validation';
import { cartPartnerId } from '../cart/attribution.ts';
import {
  cartIdFrom,
  clearCart,
  readCart,
  saveCartCode,
  saveCartState,
  saveCheckoutDraft,
} from '../cart/service.ts';
import { OrderEntity, type OrderRow } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import { DomainError } from '../errors.ts';
import type { AppContext, AppMiddleware } from '../http/context.ts';
import { readForm } from '../http/form-body.ts';
import { RateLimit } from '../http/rate-limit.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import type { Payments } from '../payments/payments.ts';
import { PaymentService } from '../payments/service.ts';
import { linesMoved, markStockMoved } from '../products/stock-answers.ts';
import { loadOrderLimits } from './limits.ts';
import { ORDER_RATE_PREFIX } from './routes.ts';
import { payloadHash, placeOrder } from './service.ts';

export const CHOOSE_DELIVERY_OPTION = 'Choose a delivery option';

/** The form's one-time key, apart from the keys JSON clients send in `Idempotency-Key`. */
const formKey = (key: string) => `checkout-form:${key}`;

/** Where the tracking page reads as the confirmation of an order just placed. */
export const placedPath = (token: string) => `${trackingPath(token)}?placed=1`;

/** The order a JSON checkout would send for this cart and form: prices and stock as the products have them now. */
function payloadOf(post: CheckoutPost, items: CartItem[]): OrderPayload {
  const { submissionKey: _key, totalAmount: shown, ...form } = post;
  const lines = items.map(({ stock: _stock, ...line }) => line);
  // Checked against the products like a JSON checkout's total: a price or quantity changed since the page
  // was shown refuses the order (the page shows the cart as it is now).
  return { ...form, items: lines, totalAmount: shown ?? String(cartSubtotal(items)) };
}

/** The domain errors that mean "this order cannot be placed as it is": said on the form, not as a failure. */
const REFUSALS = new Set(['invalid', 'conflict', 'unprocessable', 'rate-limited']);

/**
 * `POST /checkout` without JavaScript (POST/redirect/GET). Refused → the typed values and each message go
 * with the cart (`checkout_draft`) and 303 back to `/checkout`, which shows them in place. Accepted → the
 * order is placed from the server cart by the JSON API's own service (stock, limits, idempotency, the
 * queue's messages) and the cart emptied in its transaction; then 303 to the order's tracking page, or to
 * Paystack's page for an online payment. The form's one-time key makes a double submit one order.
 */
export function checkoutForm(deps: {
  orm: Orm;
  cache: ResponseCache;
  payments: Payments;
  ordersPerMinute: number;
}): AppMiddleware {
  const limiter = new RateLimit(deps.orm, {
    prefix: ORDER_RATE_PREFIX,
    points: deps.ordersPerMinute,
    durationSeconds: 60,
  });
  const paying = new PaymentService(deps.payments);
  const onlinePayment = deps.payments.provider !== null;

  /** The order's next page: Paystack for an unpaid online order, else its tracking page as a confirmation. */
  const goToOrder = async (ctx: AppContext, order: OrderRow) => {
    ctx.status = 303;
    if (order.paymentMethod === 'paystack' && order.paymentStatus === 'unpaid' && onlinePayment) {
      const back = `${ctx.publicOrigin}${trackingPath(order.trackingToken!)}`;
      const started = await paying.start(ctx.state.em, order.id, back).catch(() => null);
      // Not started (Paystack down): the order is kept, and its page says it is not paid yet.
      if (started) return ctx.redirect(started.authorizationUrl);
    }
    ctx.redirect(placedPath(order.trackingToken!));
  };

  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== CHECKOUT_PATH) return next();
    ctx.set('Cache-Control', 'private, no-store');
    const em = ctx.state.em;
    const form = (await readForm(ctx.req)) ?? new URLSearchParams();
    const sent = readCheckoutPost(form);
    // The same form sent again (a double tap, a reload of the POST): its order, never a second one.
    const key = submissionKeySchema.safeParse(sent.submissionKey);
    if (key.success) {
      const previous = await em.findOne(OrderEntity, { idempotencyKey: formKey(key.data) });
      if (previous) return goToOrder(ctx, previous);
    }
    const cartId = cartIdFrom(ctx);
    const cart = await readCart(em, cartId);
    if (!cartId || cart.items.length === 0) {
      ctx.status = 303;
      return ctx.redirect('/cart');
    }
    // The state chosen here becomes the cart's, as with JavaScript: back on the cart, the fee is that state's.
    const destination = cartDestinationSchema.safeParse({ state: sent.state });
    if (destination.success && destination.data.state)
      await saveCartState(em, cartId, destination.data.state);
    const refuse = async (errors: Partial<Record<string, string>>) => {
      await saveCheckoutDraft(em, cartId, checkoutDraftOf(sent, errors));
      ctx.status = 303;
      ctx.redirect(CHECKOUT_PATH);
    };

    // "Show delivery options" / "Apply": the page comes back priced for the state and the code, nothing placed.
    if (form.get(CHECKOUT_INTENT_FIELD) === CHECKOUT_QUOTE_INTENT) {
      await saveCheckoutDraft(em, cartId, checkoutDraftOf(sent, {}));
      await saveCartCode(em, cartId, sent.discountCode);
      ctx.status = 303;
      return ctx.redirect(CHECKOUT_PATH);
    }
    const parsed = checkoutPostSchema.safeParse(sent);
    if (!parsed.success) {
      const errors = zodErrorsByField(parsed.error);
      // A form without its key (or with a mangled total) was not rendered by us: the page renders a fresh one.
      if (errors.submissionKey || errors.totalAmount) errors.form = messages.checkoutFailed.description;
      return refuse(errors);
    }
    // The shopper sees the delivery options and their fees before paying: without a choice (a state just
    // picked without JavaScript) the page comes back with the options for that state.
    if (!parsed.data.deliveryOptionId) return refuse({ deliveryOptionId: CHOOSE_DELIVERY_OPTION });
    if ((await limiter.hit(ctx.ip)) > 0) return refuse({ form: messages.tooManyOrders });
    const payload = payloadOf(parsed.data, cart.items);
    try {
      const { order, created } = await placeOrder(
        em,
        payload,
        {
          clientAddress: ctx.ip || null,
          limits: await loadOrderLimits(em),
          onlinePayment,
          // Emptying the cart also forgets its draft.
          alsoInTransaction: (tx) => clearCart(tx, cartId),
          partnerId: await cartPartnerId(em, cartId),
        },
        { key: formKey(parsed.data.submissionKey), bodyHash: payloadHash(payload) },
      );
      if (created) await markStockMoved(em, deps.cache, linesMoved(order.items, -1));
      return goToOrder(ctx, order);
    } catch (error) {
      if (!(error instanceof DomainError) || !REFUSALS.has(error.kind)) throw error;
      // A field's own message stays next to the field; the reason (stock, a limit) goes above the form.
      return refuse({ ...error.details.errors, form: error.message });
    }
  };
}
