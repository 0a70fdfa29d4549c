import { formatDate } from '@ata/core/format';
import { formatKobo } from '@ata/core/money';
import { type Order, orderMoney, orderReference } from '@ata/core/order';
import { Stack } from '@mui/material';
import { SimpleList, SimpleListClasses } from 'react-admin';
import { PaymentChip } from './PaymentChip.tsx';
import { StatusChip } from './StatusChip.tsx';
import { UnconfirmedChip } from './UnconfirmedChip.tsx';

/**
 * The order list on a phone: one row per order, its status and payment chips on the right. react-admin
 * draws that corner at 54 % opacity, which left the chips' text at about 2.4:1 contrast; they carry their
 * own colours, so the corner is drawn opaque.
 */
export function OrderPhoneList() {
  return (
    <SimpleList<Order>
      sx={{ [`& .${SimpleListClasses.tertiary}`]: { opacity: 1 } }}
      primaryText={(order) => `${order.customerName} · ${formatKobo(orderMoney(order).totalKobo)}`}
      secondaryText={(order) => `${orderReference(order.id)} · ${formatDate(order.createdAt)}`}
      tertiaryText={(order) => (
        <Stack direction="row" spacing={0.5}>
          <StatusChip status={order.status} />
          <PaymentChip order={order} />
          <UnconfirmedChip order={order} />
        </Stack>
      )}
      rowClick="show"
    />
  );
}
