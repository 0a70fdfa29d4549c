import { formatDate } from '@ata/core/format';
import { formatKobo, formatNaira, lineTotalKobo, subtotalKobo } from '@ata/core/money';
import { addressLines, type Order, orderMoney, orderReference } from '@ata/core/order';
import { DEFAULT_VARIANT_LABEL } from '@ata/core/product';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { CancelOrderButton } from './CancelOrderButton.tsx';
import { MessageLog } from './MessageLog.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { UnconfirmedChip } from './UnconfirmedChip.tsx';
import { whatsAppCustomerHref } from './whatsapp-customer.ts';

function OrderTitle() {
  const order = useRecordContext<Order>();
  const title = order ? `Order ${orderReference(order.id)}` : 'Order';
  usePageTitle(adminTitle(title));
  return <span>{title}</span>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography component="h2" variant="subtitle2" color="text.secondary" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OrderDetail() {
  const order = useRecordContext<Order>();
  if (!order) return null;
  const items = order.items ?? [];
  const money = orderMoney(order);
  // Kept when the order was marked shipped (the API adds it to the order's answer).
  const { shippingNote } = order as Order & { shippingNote?: string | null };
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2">
          Order {orderReference(order.id)}
        </Typography>
        <StatusSelect order={order} />
        <UnconfirmedChip order={order} />
        <Typography variant="body2" color="text.secondary">
          Placed {formatDate(order.createdAt)}
        </Typography>
        <CancelOrderButton order={order} />
      </Stack>
      {order.status === 'cancelled' && (
        <Alert severity="info">
          Cancelled{order.cancelledAt ? ` ${formatDate(order.cancelledAt)}` : ''}: {order.cancelReason}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Customer">
            <Typography>{order.customerName}</Typography>
            {/* A long e-mail address wraps rather than widening a phone's page. */}
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <a href={`mailto:${order.customerEmail}`}>{order.customerEmail}</a>
            </Typography>
            <Typography variant="body2">
              <a href={`tel:${order.customerPhone}`}>{order.customerPhone}</a>
            </Typography>
            <Button
              href={whatsAppCustomerHref(order)}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<WhatsAppIcon />}
              variant="outlined"
              size="small"
              sx={{ mt: 1 }}
            >
              WhatsApp this customer
            </Button>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Shipping address">
            <Typography sx={{ whiteSpace: 'pre-line' }}>{addressLines(order).join('\n')}</Typography>
            {shippingNote && (
              <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                Rider / tracking note: {shippingNote}
              </Typography>
            )}
          </Section>
        </Grid>
      </Grid>
      <Section title="Payment">
        <PaymentSection order={order} />
      </Section>
      <Section title="Items">
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Order items">
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item, index) => (
                <TableRow key={item.variantId ?? item.productId ?? index}>
                  <TableCell>
                    {item.name}
                    {item.variantLabel && item.variantLabel !== DEFAULT_VARIANT_LABEL && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {` · ${item.variantLabel}`}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{formatNaira(item.price)}</TableCell>
                  <TableCell align="right">{formatKobo(lineTotalKobo(item))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Divider sx={{ my: 1 }} />
        <Stack direction="row" justifyContent="space-between">
          <Typography variant="body2" color="text.secondary">
            Subtotal
          </Typography>
          <Typography variant="body2">{formatKobo(money.subtotalKobo ?? subtotalKobo(items))}</Typography>
        </Stack>
        {money.discountKobo > 0 && (
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="body2" color="text.secondary">
              Discount{order.discountCode ? ` (${order.discountCode})` : ''}
            </Typography>
            <Typography variant="body2">−{formatKobo(money.discountKobo)}</Typography>
          </Stack>
        )}
        <Stack direction="row" justifyContent="space-between">
          <Typography variant="body2" color="text.secondary">
            {order.deliveryLabel ?? 'Delivery'}
          </Typography>
          <Typography variant="body2">
            {money.deliveryKobo === 0 ? 'Free' : formatKobo(money.deliveryKobo)}
          </Typography>
        </Stack>
        <Stack direction="row" justifyContent="space-between">
          <Typography fontWeight={700}>Order total</Typography>
          <Typography fontWeight={700}>{formatKobo(money.totalKobo)}</Typography>
        </Stack>
      </Section>
      <Section title="Messages">
        <MessageLog orderId={String(order.id)} />
      </Section>
    </Stack>
  );
}

/** /admin/orders/:id/show: customer (with a WhatsApp link), address, items, totals and the messages sent, with the status control. */
export function OrderShow() {
  return (
    <Show
      title={<OrderTitle />}
      actions={
        <TopToolbar>
          <ListButton label="Back to Orders" />
        </TopToolbar>
      }
    >
      <OrderDetail />
    </Show>
  );
}
