import { cartSubtotal } from '@ata/core/cart';
import { chatLink, checkoutMessage, type PricedTotals } from '@ata/core/chat';
import { ApiError } from '@ata/core/http';
import {
  type CheckoutFullForm,
  orderReference,
  type PaymentMethod,
  paymentMethodSchema,
  type Quote,
} from '@ata/core/order';
import { messages } from '@ata/core/site';
import { buttonClass, Link, navigate, toast, useCart, useLocation, useSettings } from '@ata/ui';
import { trackedOrderQuery } from '@ata/ui/order/tracked-order-query.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { readConflicts, reconcileCart } from '../cart/conflict.ts';
import { CART_STORAGE_KEY, readCart } from '../cart/persistence.ts';
import { StockNotice } from '../cart/StockNotice.tsx';
import { replaceCartItems, useStockCheck } from '../cart/stock-check.ts';
import { CheckoutFormView } from './CheckoutFormView.tsx';
import { openPendingChatWindow } from './chat-window.ts';
import { clearCheckoutDraft } from './draft.ts';
import { OfflineNotice, useOfflineSubmit } from './OfflineNotice.tsx';
import { PaymentReturn, PaymentStart } from './OnlinePayment.tsx';
import { OrderConfirmed } from './OrderConfirmed.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { fetchPaymentConfig, PAYMENT_CONFIG_QUERY, returnedReference } from './payment.ts';
import { orderPayload, type PlacedOrder, placeOrder, type UpdateChoice } from './place-order.ts';
import { quoteTotals, trackedTotals } from './priced-totals.ts';
import { RefusedCheckout } from './RefusedCheckout.tsx';
import { useServerCheckout } from './server-draft.ts';

/** Where the checkout is: the form, or an order placed (chat), or one being paid online. */
type Placed = PlacedOrder & { paymentMethod: PaymentMethod };

/**
 * The checkout: form → processing → confirmation. Paying online goes on to Paystack's page and comes
 * back here with `?reference=…`, which the server verifies.
 */
export function CheckoutPage() {
  // From the location (not `window`): the server renders this page too.
  const { search } = useLocation();
  const [reference] = useState(() => returnedReference(search));
  if (reference) return <PaymentReturn reference={reference} />;
  return <CheckoutSteps />;
}

function CheckoutSteps() {
  const { items, store } = useCart();
  const settings = useSettings();
  const paymentConfig = useQuery({ queryKey: PAYMENT_CONFIG_QUERY, queryFn: fetchPaymentConfig });
  const queryClient = useQueryClient();
  // `?payment=whatsapp`: the cart drawer's "Checkout on WhatsApp" comes with WhatsApp chosen.
  const preselected = paymentMethodSchema.safeParse(useLocation().query.get('payment')).data;
  const [placed, setPlaced] = useState<Placed | null>(null);
  /** The chat link with the order's text, once the order exists (its reference and tracking link). */
  const [chatUrl, setChatUrl] = useState<string>();
  const confirmedOrderId = placed?.id ?? null;
  /** What the API reported as changed when it refused the last attempt (409). */
  const [changes, setChanges] = useState<string[] | null>(null);
  /** The shop's own limits refused the order as it is (too many of one product, too large to pay later). */
  const [refusal, setRefusal] = useState<string | null>(null);
  /** What the cart changed on its own when it checked the stock on arrival. */
  const stockChanges = useStockCheck(placed === null);
  const order = useMutation({
    mutationFn: placeOrder,
    // Only server failures are worth retrying here; the client already retried 429s and dropped
    // connections, and the Idempotency-Key makes every retry safe.
    retry: (failures, error) => failures < 2 && error instanceof ApiError && error.status >= 500,
  });

  // The button is disabled once React re-renders; this also stops a double click before that.
  const submitting = useRef(false);
  const { offline, refuseOffline } = useOfflineSubmit();
  // Posted without JavaScript and refused: the page came back with the values and the messages.
  const { refused, submissionKey, cart } = useServerCheckout();
  const [showRefusal, setShowRefusal] = useState(refused !== null);

  const mustLeave =
    confirmedOrderId === null &&
    items.length === 0 &&
    changes === null &&
    stockChanges.length === 0 &&
    !order.isPending;
  useEffect(() => {
    // The cart this browser kept before the server had it is still on its way there: not empty yet.
    if (mustLeave && !legacyCartPending()) navigate('/cart', { replace: true });
  }, [mustLeave]);

  /**
   * Points the chat window opened in the click at the order's text: its reference and, read from the
   * tracking API (which names the shop's configured address), its tracking link.
   */
  const showChat = async (
    chat: ReturnType<typeof openPendingChatWindow> | null,
    order: PlacedOrder,
    text: Omit<Parameters<typeof checkoutMessage>[0], 'reference' | 'trackingUrl' | 'priced'>,
    quoted: PricedTotals,
  ) => {
    const tracked = order.trackingToken
      ? await queryClient.fetchQuery(trackedOrderQuery(order.trackingToken)).catch(() => undefined)
      : undefined;
    const message = checkoutMessage({
      ...text,
      // The order as the server stored it (priceOrder's figures); the quote it was placed with if unread.
      priced: tracked ? trackedTotals(tracked) : quoted,
      reference: orderReference(order.id),
      trackingUrl: tracked?.trackingUrl,
    });
    const url = chatLink(settings.contact_whatsapp, message);
    chat?.go(url);
    setChatUrl(url);
  };

  const submit = (
    form: CheckoutFullForm,
    paymentMethod: PaymentMethod,
    updates: UpdateChoice,
    quote: Quote | undefined,
  ) => {
    if (submitting.current || refuseOffline()) return;
    // Opened synchronously inside the click's submit event, so pop-up blockers allow it; it is pointed
    // at the chat once the server has the order (the message carries its reference), or closed.
    let chat: ReturnType<typeof openPendingChatWindow> | null = null;
    try {
      if (items.length === 0) {
        toast({ ...messages.emptyCartAtCheckout, variant: 'destructive' });
        return;
      }
      setChanges(null);
      setRefusal(null);
      setShowRefusal(false);
      const payload = orderPayload(form, items, paymentMethod, updates);
      // What the server will charge (the quote), should the placed order not be read back.
      const quoted = quoteTotals(quote, items);
      if (paymentMethod === 'whatsapp') chat = openPendingChatWindow();
      submitting.current = true;
      order.mutate(payload, {
        onSettled: () => {
          submitting.current = false;
        },
        onSuccess: (order) => {
          store.clear();
          clearCheckoutDraft();
          setPlaced({ ...order, paymentMethod });
          if (paymentMethod === 'whatsapp') {
            toast(messages.orderSentChat);
            void showChat(chat, order, { siteName: settings.site_name, form, items }, quoted);
          } else {
            toast(messages.orderPlaced);
          }
        },
        onError: (error) => {
          chat?.close();
          if (error instanceof ApiError && error.status === 409) {
            const result = reconcileCart(store.getSnapshot().items, readConflicts(error.body));
            replaceCartItems(store, result.items);
            if (result.changes.length > 0) setChanges(result.changes);
            else setRefusal(error.serverMessage);
          }
          if (error instanceof ApiError && error.status === 400) {
            setRefusal(error.serverMessage);
            // A code or an offer may have run out meanwhile: the totals are asked for again before a retry.
            void queryClient.invalidateQueries({ queryKey: ['checkout-quote'] });
          }
          toast({ ...messages.orderFailed, variant: 'destructive' });
        },
      });
    } catch (error) {
      chat?.close();
      submitting.current = false;
      console.error('Checkout failed', error);
      toast({ ...messages.checkoutFailed, variant: 'destructive' });
    }
  };

  if (placed?.paymentMethod === 'paystack') return <PaymentStart orderId={placed.id} />;
  if (placed)
    return <OrderConfirmed orderId={placed.id} trackingToken={placed.trackingToken} chatUrl={chatUrl} />;
  // Left for /cart once hydrated; before (or without) JavaScript, the server's page says why and links on.
  if (mustLeave) return <EmptyCheckout />;

  return (
    <section className="cart-page cart-checkout">
      <Link href="/cart" className="cart-link cart-link--back">
        <span aria-hidden="true">←</span> Back to Cart
      </Link>
      <h1 className="cart-page__title">Checkout</h1>
      {showRefusal && refused && <RefusedCheckout errors={refused.errors} />}
      <StockNotice changes={stockChanges} />
      {changes && <CartChanges changes={changes} cartEmpty={items.length === 0} />}
      {refusal && <OrderRefused message={refusal} />}
      {(offline || order.isPaused) && <OfflineNotice waiting={order.isPaused} />}
      {!changes && items.length === 0 && (
        <Link href="/shop" className={buttonClass('primary')}>
          Start Shopping
        </Link>
      )}
      {items.length > 0 && (
        <div className="cart-checkout__layout">
          <CheckoutFormView
            items={items}
            cart={cart}
            // First in reading order: on a phone the total and delivery fee come before the submit button.
            summary={(quote) => <OrderSummary items={items} quote={quote} />}
            processing={order.isPending}
            onSubmit={submit}
            testPayments={paymentConfig.data?.testMode ?? false}
            onlinePayment={paymentConfig.data?.provider !== null}
            initialPaymentMethod={preselected}
            refused={refused}
            submissionKey={submissionKey}
            shownTotal={String(cartSubtotal(items))}
          />
        </div>
      )}
    </section>
  );
}

/** The browser still holds a cart of before the server cart (the store moves it over once, then forgets it). */
function legacyCartPending(): boolean {
  try {
    return readCart(window.localStorage).length > 0 && window.localStorage.getItem(CART_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function EmptyCheckout() {
  return (
    <section className="cart-page cart-checkout">
      <h1 className="cart-page__title">{messages.emptyCartAtCheckout.description}</h1>
      <Link href="/cart" className={buttonClass('primary')}>
        Back to Cart
      </Link>
    </section>
  );
}

function OrderRefused({ message }: { message: string }) {
  const panel = useRef<HTMLDivElement>(null);
  // Like CartChanges: the shopper is at the bottom of the form, the reason is at the top (each
  // submission clears the refusal first, so a new one mounts this again).
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className="cart-changes" role="alert">
      <h2 className="cart-changes__title">{messages.orderRefusedTitle}</h2>
      <p>{message}</p>
    </div>
  );
}

function CartChanges({ changes, cartEmpty }: { changes: string[]; cartEmpty: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  // The shopper pressed submit at the bottom of the form: bring the explanation into view.
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className="cart-changes" role="alert">
      <h2 className="cart-changes__title">Some items in your cart have changed</h2>
      <ul>
        {changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <p>
        {cartEmpty
          ? 'Your cart is now empty.'
          : 'Your cart has been updated. Please review your order and submit it again.'}
      </p>
      {cartEmpty && (
        <Link href="/shop" className={buttonClass('primary')}>
          Start Shopping
        </Link>
      )}
    </div>
  );
}
