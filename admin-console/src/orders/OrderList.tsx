import { formatDate } from '@ata/core/format';
import { formatKobo } from '@ata/core/money';
import { type Order, orderMoney, orderReference } from '@ata/core/order';
import { paymentStatusOptions } from '@ata/core/payment';
import { Box, Stack, type Theme, Typography, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  DateInput,
  ExportButton,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { useOrdersSeen } from '../new-orders/use-orders-seen.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { OrderPhoneList } from './OrderPhoneList.tsx';
import { OrderStatusTabs } from './OrderStatusTabs.tsx';
import { orderExporter } from './order-csv.ts';
import { PaymentChip, paymentMethodLabel } from './PaymentChip.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { UnconfirmedChip } from './UnconfirmedChip.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search orders" />,
  <DateInput key="from" source="createdAt_gte" label="From" alwaysOn />,
  <DateInput key="to" source="createdAt_lte" label="To" alwaysOn />,
  <SelectInput
    key="payment"
    source="paymentStatus"
    label="Payment"
    choices={paymentStatusOptions.map(({ value, label }) => ({ id: value, name: label }))}
    alwaysOn
  />,
];

function OrderTable() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  if (isSmall) return <OrderPhoneList />;
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <FunctionField
        source="id"
        label="Order"
        sortable={false}
        render={(order: Order) => orderReference(order.id)}
      />
      <FunctionField source="createdAt" label="Date" render={(order: Order) => formatDate(order.createdAt)} />
      <FunctionField
        source="customerName"
        label="Customer"
        render={(order: Order) => (
          <Stack>
            <Typography variant="body2">{order.customerName}</Typography>
            <Typography variant="caption" color="text.secondary">
              {order.customerEmail}
            </Typography>
          </Stack>
        )}
      />
      <FunctionField
        source="totalAmount"
        label="Total"
        render={(order: Order) => <OrderTotal order={order} />}
      />
      <FunctionField
        source="paymentStatus"
        label="Payment"
        sortable={false}
        render={(order: Order) => (
          <Stack spacing={0.5} alignItems="flex-start">
            <PaymentChip order={order} />
            <Typography variant="caption" color="text.secondary">
              {paymentMethodLabel(order.paymentMethod)}
            </Typography>
          </Stack>
        )}
      />
      <FunctionField
        source="status"
        label="Status"
        render={(order: Order) => (
          <Stack spacing={0.5} alignItems="flex-start">
            <StatusSelect order={order} />
            <UnconfirmedChip order={order} />
          </Stack>
        )}
      />
    </Datagrid>
  );
}

/** What the shopper owes, with its subtotal, discount and delivery beneath. */
export function OrderTotal({ order }: { order: Order }) {
  const money = orderMoney(order);
  const parts = [
    `Subtotal ${formatKobo(money.subtotalKobo)}`,
    money.discountKobo > 0 ? `Discount −${formatKobo(money.discountKobo)}` : null,
    `Delivery ${money.deliveryKobo === 0 ? 'free' : formatKobo(money.deliveryKobo)}`,
  ].filter(Boolean);
  return (
    <Stack>
      <Typography variant="body2" fontWeight={600}>
        {formatKobo(money.totalKobo)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {parts.join(' · ')}
      </Typography>
    </Stack>
  );
}

/** /admin/orders: status tabs with counts, date and search filters, inline status change. */
export function OrderList() {
  usePageTitle(adminTitle('Orders'));
  useOrdersSeen();
  return (
    <List
      title="Orders"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={false}
      exporter={orderExporter}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
    >
      <OrderStatusTabs />
      <Box>
        <OrderTable />
      </Box>
    </List>
  );
}
