import { ApiError } from '@ata/core/http';
import { type PaymentResult, parsePaymentReference } from '@ata/core/payment';
import { messages } from '@ata/core/site';
import { buttonClass, Link, toast } from '@ata/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { OrderConfirmed } from './OrderConfirmed.tsx';
import { fetchPaymentResult, goToPaymentPage, startOnlinePayment, switchToPayOnDelivery } from './payment.ts';
import { recallTrackingToken } from './place-order.ts';

/** How often and how long the return page asks again while Paystack has not settled the payment. */
const POLL_MS = 3_000;
const POLLS = 10;

/** The order exists: start its Paystack transaction and go to the payment page. */
export function PaymentStart({ orderId }: { orderId: string }) {
  const started = useRef(false);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startOnlinePayment(orderId)
      .then((payment) => goToPaymentPage(payment.authorizationUrl))
      .catch((error: unknown) => {
        console.error('Could not start the payment', error);
        setFailed(error instanceof ApiError ? error.serverMessage : 'The payment page could not be opened.');
      });
  }, [orderId]);
  if (failed)
    return <PaymentProblem orderId={orderId} title="Payment not started" detail={failed} canRetry />;
  return (
    <section className="cart-page cart-confirmed" aria-busy="true">
      <h1 className="cart-page__title">Taking you to the payment page…</h1>
      <p role="status">Your order is placed and its items are reserved for you.</p>
    </section>
  );
}

/** Back from Paystack: the server verifies the payment; only a verified payment says "Payment received". */
export function PaymentReturn({ reference }: { reference: string }) {
  const orderId = parsePaymentReference(reference)?.orderId ?? null;
  const [polls, setPolls] = useState(0);
  const result = useQuery({
    queryKey: ['payment', reference],
    queryFn: () => {
      setPolls((count) => count + 1);
      return fetchPaymentResult(reference);
    },
    enabled: orderId !== null,
    retry: 1,
    refetchInterval: (query) => (unsettled(query.state.data) && polls < POLLS ? POLL_MS : false),
  });

  if (!orderId)
    return (
      <PaymentProblem orderId={null} title="Payment not found" detail="This payment link is not valid." />
    );
  if (result.isPending)
    return (
      <section className="cart-page cart-confirmed" aria-busy="true">
        <h1 className="cart-page__title">Checking your payment…</h1>
      </section>
    );
  const payment = result.data;
  if (payment?.paymentStatus === 'paid')
    return (
      <OrderConfirmed
        orderId={orderId}
        trackingToken={recallTrackingToken(orderId)}
        paidKobo={payment.amountKobo}
      />
    );
  if (payment?.expired)
    return (
      <PaymentProblem
        orderId={null}
        title="This order has expired"
        detail="It was not paid in time, so its items went back on sale. If money left your account, we will contact you."
      />
    );
  const failed = payment?.paymentStatus === 'failed' || payment?.transactionStatus === 'failed';
  return (
    <PaymentProblem
      orderId={orderId}
      title={failed ? 'Payment failed' : 'Payment not confirmed yet'}
      detail={
        failed
          ? 'Your payment did not go through and nothing was charged. You can try again or pay on delivery.'
          : result.isError
            ? 'We could not check your payment just now.'
            : 'We have not received confirmation of your payment yet. This page checks again by itself.'
      }
      canRetry
      onCheckAgain={failed ? undefined : () => void result.refetch()}
    />
  );
}

const unsettled = (payment: PaymentResult | undefined) =>
  payment !== undefined &&
  payment.paymentStatus === 'unpaid' &&
  !payment.expired &&
  !['success', 'failed'].includes(payment.transactionStatus);

/** Not paid (yet): say so, and offer to try again or to pay on delivery. */
function PaymentProblem({
  orderId,
  title,
  detail,
  canRetry = false,
  onCheckAgain,
}: {
  orderId: string | null;
  title: string;
  detail: string;
  canRetry?: boolean;
  onCheckAgain?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [onDelivery, setOnDelivery] = useState(false);
  const retry = useMutation({
    mutationFn: () => startOnlinePayment(orderId!),
    onSuccess: (payment) => goToPaymentPage(payment.authorizationUrl),
    onError: (error) =>
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.serverMessage : messages.checkoutFailed.description,
        variant: 'destructive',
      }),
  });
  const switchMethod = useMutation({
    mutationFn: () => switchToPayOnDelivery(orderId!),
    onSuccess: () => {
      setOnDelivery(true);
      toast(messages.orderPlaced);
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.serverMessage : messages.checkoutFailed.description,
        variant: 'destructive',
      }),
  });

  if (onDelivery && orderId)
    return <OrderConfirmed orderId={orderId} trackingToken={recallTrackingToken(orderId)} />;
  const busy = retry.isPending || switchMethod.isPending;
  return (
    <section className="cart-page cart-confirmed cart-confirmed--problem">
      <h1 ref={heading} tabIndex={-1} className="cart-page__title">
        {title}
      </h1>
      <p role="status">{detail}</p>
      <div className="cart-confirmed__actions">
        {orderId && canRetry && (
          <button
            type="button"
            className={buttonClass('primary', 'lg')}
            disabled={busy}
            onClick={() => retry.mutate()}
          >
            {retry.isPending ? 'Processing...' : 'Try paying again'}
          </button>
        )}
        {orderId && canRetry && (
          <button
            type="button"
            className={buttonClass('outline', 'lg')}
            disabled={busy}
            onClick={() => switchMethod.mutate()}
          >
            Pay on delivery instead
          </button>
        )}
        {onCheckAgain && (
          <button
            type="button"
            className={buttonClass('outline', 'lg')}
            disabled={busy}
            onClick={onCheckAgain}
          >
            Check again
          </button>
        )}
        {!orderId && (
          <Link href="/shop" className={buttonClass('primary', 'lg')}>
            Start Shopping
          </Link>
        )}
      </div>
    </section>
  );
}
