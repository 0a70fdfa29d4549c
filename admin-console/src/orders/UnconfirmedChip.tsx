import type { Order } from '@ata/core/order';
import { messages } from '@ata/core/site';
import { Chip } from '@mui/material';

const HOUR_MS = 3_600_000;

/** Shown while the server flags a pay-on-delivery order as waiting too long for the owner's confirmation. */
export function UnconfirmedChip({
  order,
  now = Date.now(),
}: {
  order: Pick<Order, 'unconfirmedOverdue' | 'createdAt'>;
  now?: number;
}) {
  if (!order.unconfirmedOverdue) return null;
  const hours = Math.floor((now - new Date(order.createdAt).getTime()) / HOUR_MS);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={messages.unconfirmedFlag(hours)}
      data-flag="unconfirmed"
      sx={{ bgcolor: '#fff7ed', color: '#9a3412', borderColor: '#9a3412', fontWeight: 600 }}
    />
  );
}
