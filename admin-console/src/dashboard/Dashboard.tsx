import { formatNaira } from '@ata/core/format';
import type { Order } from '@ata/core/order';
import type { Product } from '@ata/core/product';
import InventoryIcon from '@mui/icons-material/Inventory';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import StarIcon from '@mui/icons-material/Star';
import { Alert, Grid } from '@mui/material';
import { type ComponentType, useMemo } from 'react';
import { Title } from 'react-admin';
import { NewOrdersAlert } from '../new-orders/NewOrdersAlert.tsx';
import { useNewOrdersOnDashboard } from '../new-orders/use-orders-seen.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { CodeUses } from './CodeUses.tsx';
import { LatestOrders } from './LatestOrders.tsx';
import { LowStockList } from './LowStockList.tsx';
import { RevenueChart } from './RevenueChart.tsx';
import { StatCard } from './StatCard.tsx';
import {
  codeUses,
  dashboardStats,
  latestOrders,
  lowStock,
  revenueByDay,
  unconfirmedOrders,
} from './stats.ts';
import { UnconfirmedAlert } from './UnconfirmedAlert.tsx';
import { useAll } from './use-all.ts';

type Stats = ReturnType<typeof dashboardStats>;

/** The four stat cards, in order. */
const cards: {
  label: string;
  value: (stats: Stats) => string | number;
  detail?: (stats: Stats) => string;
  icon: ComponentType<{ fontSize?: 'large' }>;
  tint: string;
}[] = [
  { label: 'Pending orders', value: (s) => s.pendingOrders, icon: PendingActionsIcon, tint: '#b45309' },
  {
    label: 'Total revenue',
    value: (s) => formatNaira(s.totalRevenue),
    detail: (s) =>
      `After ${formatNaira(s.discounts)} of discounts · Paid ${formatNaira(s.paidRevenue)} · Pending ${formatNaira(s.pendingRevenue)}`,
    icon: PaymentsIcon,
    tint: '#15803d',
  },
  { label: 'Featured products', value: (s) => s.featuredProducts, icon: StarIcon, tint: '#7c3aed' },
  { label: 'Low stock products', value: (s) => s.lowStockProducts, icon: InventoryIcon, tint: '#b91c1c' },
];

/**
 * /admin: new orders since the owner last opened the Orders list (asked every 30 s), pay-on-delivery
 * orders waiting too long for confirmation, four stat cards, the 5 latest orders, revenue per day and the
 * low-stock list.
 */
export function Dashboard() {
  usePageTitle(adminTitle('Dashboard'));
  const orders = useAll<Order>('orders', { field: 'createdAt', order: 'DESC' });
  const products = useAll<Product>('products', { field: 'name', order: 'ASC' });
  const news = useNewOrdersOnDashboard();

  const view = useMemo(() => {
    if (!orders.data || !products.data) return undefined;
    return {
      stats: dashboardStats(orders.data, products.data),
      latest: latestOrders(orders.data),
      revenue: revenueByDay(orders.data, 30),
      lowStock: lowStock(products.data),
      unconfirmed: unconfirmedOrders(orders.data).length,
      codes: codeUses(orders.data),
    };
  }, [orders.data, products.data]);

  return (
    <Grid container spacing={2} sx={{ mt: 1, mb: 2 }}>
      <Title title="Dashboard" />
      {(orders.error || products.error) && (
        <Grid size={12}>
          <Alert severity="error">Could not load the dashboard figures. Please reload the page.</Alert>
        </Grid>
      )}
      {news.count > 0 && (
        <Grid size={12}>
          <NewOrdersAlert count={news.count} />
        </Grid>
      )}
      {view && view.unconfirmed > 0 && (
        <Grid size={12}>
          <UnconfirmedAlert count={view.unconfirmed} />
        </Grid>
      )}
      {cards.map(({ label, value, detail, icon, tint }) => (
        <Grid key={label} size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label={label}
            value={view && value(view.stats)}
            detail={view && detail?.(view.stats)}
            icon={icon}
            tint={tint}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 7 }}>
        <LatestOrders orders={view?.latest} newSince={news.since} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <LowStockList products={view?.lowStock} />
      </Grid>
      <Grid size={12}>{view && <RevenueChart series={view.revenue} />}</Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <CodeUses codes={view?.codes} />
      </Grid>
    </Grid>
  );
}
