import type { Order } from '@ata/core/order';
import { paymentStatusOptions } from '@ata/core/payment';
import { Chip } from '@mui/material';

const tints: Record<string, { bg: string; fg: string }> = {
  yellow: { bg: '#fef3c7', fg: '#854d0e' },
  green: { bg: '#dcfce7', fg: '#166534' },
  red: { bg: '#fee2e2', fg: '#991b1b' },
  purple: { bg: '#ede9fe', fg: '#6b21a8' },
};

/** Payment status (unpaid / paid / failed / refunded), "expired" once an unpaid reservation ran out. */
export function PaymentChip({
  order,
}: {
  order: Pick<Order, 'paymentStatus' | 'stockReleasedAt' | 'status'>;
}) {
  const option =
    paymentStatusOptions.find((o) => o.value === order.paymentStatus) ?? paymentStatusOptions[0]!;
  // A cancel or a refund also puts the stock back; only an unpaid order left open has expired.
  const expired =
    Boolean(order.stockReleasedAt) &&
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed') &&
    order.status !== 'cancelled';
  const tint = expired ? { bg: '#f3f4f6', fg: '#374151' } : (tints[option.color] ?? tints.yellow!);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={expired ? `${option.label} · expired` : option.label}
      data-payment-status={order.paymentStatus}
      sx={{ bgcolor: tint.bg, color: tint.fg, fontWeight: 600, borderColor: tint.fg }}
    />
  );
}

export const paymentMethodLabel = (method: Order['paymentMethod']) =>
  method === 'paystack' ? 'Online (Paystack)' : method === 'whatsapp' ? 'WhatsApp (pay on delivery)' : '—';
