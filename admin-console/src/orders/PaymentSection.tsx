import { formatDate } from '@ata/core/format';
import { formatKobo } from '@ata/core/money';
import { isPayOnDelivery, type Order } from '@ata/core/order';
import type { PaymentEvent } from '@ata/core/payment';
import { Alert, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../data/http-client.ts';
import { PaymentChip, paymentMethodLabel } from './PaymentChip.tsx';
import { RefundButton } from './RefundButton.tsx';
import { restockedText } from './restock-choice.ts';

const naira = (kobo: number | null | undefined) =>
  kobo === null || kobo === undefined ? '—' : formatKobo(kobo);

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'right', wordBreak: 'break-all' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Why the order's stock went back on sale: the owner's cancel or refund, or the reservation ran out. */
const stockReturnLabel = (order: Order) =>
  order.status === 'cancelled'
    ? 'Cancelled, stock returned'
    : order.paymentStatus === 'refunded'
      ? 'Refunded, stock settled'
      : 'Reservation expired';

/** The order's payment: method, status, Paystack reference, the amount paid, flags and the event trail. */
export function PaymentSection({ order }: { order: Order }) {
  const events = useQuery({
    queryKey: ['payment-events', order.id],
    queryFn: async () =>
      (await httpClient(`/api/payments/events?orderId=${encodeURIComponent(order.id)}`))
        .json as PaymentEvent[],
    enabled: order.paymentMethod === 'paystack' || Boolean(order.paymentReference),
  });
  return (
    <Stack spacing={1}>
      {order.paymentFlag && (
        <Alert severity="warning" role="alert">
          {order.paymentFlag}
        </Alert>
      )}
      <Row label="Method">{paymentMethodLabel(order.paymentMethod)}</Row>
      <Row label="Payment status">
        <PaymentChip order={order} />
      </Row>
      <Row label="Amount due (with delivery)">{naira(order.amountDueKobo)}</Row>
      {/* Paystack's amount is what its verification reported; on delivery, what the owner recorded as paid. */}
      <Row label={isPayOnDelivery(order.paymentMethod) ? 'Received on delivery' : 'Verified amount'}>
        {naira(order.paidAmountKobo)}
      </Row>
      {order.paidAt && <Row label="Paid at">{formatDate(order.paidAt)}</Row>}
      <Row label="Paystack reference">{order.paymentReference ?? '—'}</Row>
      {order.stockReleasedAt && (
        <Row label={stockReturnLabel(order)}>{formatDate(order.stockReleasedAt)}</Row>
      )}
      {order.restockedItems && <Row label="Back in stock after the refund">{restockedText(order)}</Row>}
      {order.paymentMethod === 'paystack' && order.paymentStatus === 'paid' && <RefundButton order={order} />}
      {events.data && events.data.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
            Payment events
          </Typography>
          <List dense disablePadding aria-label="Payment events">
            {events.data.map((event) => (
              <ListItem key={event.id} disableGutters>
                <ListItemText
                  primary={`${event.event} · ${event.outcome} · ${naira(event.amountKobo)}`}
                  secondary={`${formatDate(event.receivedAt)} · ${event.source} · ${event.reference}${event.note ? ` · ${event.note}` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {events.isError && <Alert severity="error">Could not load the payment events.</Alert>}
    </Stack>
  );
}
