import { formatDate } from '@ata/core/format';
import { formatKobo } from '@ata/core/money';
import { type Order, orderMoney, orderReference } from '@ata/core/order';
import {
  Card,
  CardHeader,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { Link } from 'react-admin';
import { StatusChip } from '../orders/StatusChip.tsx';
import { adminPath } from '../shared/paths.ts';

/** The 5 latest orders, each opening its detail; those placed after `newSince` (ISO) are marked New. */
export function LatestOrders({
  orders,
  newSince,
}: {
  orders: Order[] | undefined;
  newSince?: string | null;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="Latest orders" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      {orders?.length === 0 && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
          No orders yet
        </Typography>
      )}
      <List dense disablePadding>
        {orders?.map((order) => (
          <ListItem key={order.id} disablePadding>
            <ListItemButton component={Link} to={adminPath(`/orders/${order.id}/show`)}>
              <ListItemText
                primary={`${order.customerName} · ${formatKobo(orderMoney(order).totalKobo)}`}
                secondary={`${orderReference(order.id)} · ${formatDate(order.createdAt)}`}
              />
              {newSince && order.createdAt > newSince && (
                <Chip label="New" size="small" color="success" sx={{ mr: 1 }} />
              )}
              <StatusChip status={order.status} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
