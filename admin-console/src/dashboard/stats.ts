import { DASHBOARD_LATEST_ORDERS, isClosedStatus, type Order } from '@ata/core/order';
import { koboToNaira, nairaToKobo } from '@ata/core/payment';
import { LOW_STOCK_LIMIT, type Product } from '@ata/core/product';
import { priceSchema } from '@ata/core/validation';

const amount = (value: unknown) => {
  const parsed = priceSchema.safeParse(value);
  return parsed.success ? parsed.data : 0;
};

export interface DashboardStats {
  pendingOrders: number;
  /** Every order's total but those cancelled or refunded (money the shop did not keep), in naira. */
  totalRevenue: number;
  /** Money verified as received (online payments confirmed by Paystack), in naira. */
  paidRevenue: number;
  /** Still to come in: unpaid orders that are neither expired nor refunded, in naira. */
  pendingRevenue: number;
  featuredProducts: number;
  lowStockProducts: number;
}

/** A cancelled or refunded order brings no money in, whatever it once totalled. */
export const countsAsRevenue = (order: Order) =>
  !isClosedStatus(order.status) && order.paymentStatus !== 'refunded';

/** The stat cards: pending orders, revenue (totals of orders not cancelled or refunded), featured and low-stock counts. */
export function dashboardStats(orders: readonly Order[], products: readonly Product[]): DashboardStats {
  return {
    pendingOrders: orders.filter((order) => order.status === 'pending').length,
    totalRevenue: orders.filter(countsAsRevenue).reduce((sum, order) => sum + amount(order.totalAmount), 0),
    ...revenueByPayment(orders),
    featuredProducts: products.filter((product) => product.isFeatured).length,
    lowStockProducts: lowStock(products).length,
  };
}

/** Sums in integer kobo, so that many orders add up exactly; naira only for display. */
function revenueByPayment(orders: readonly Order[]) {
  let paid = 0;
  let pending = 0;
  for (const order of orders) {
    if (!countsAsRevenue(order)) continue;
    if (order.paymentStatus === 'paid') paid += order.paidAmountKobo ?? dueKobo(order);
    else if (!order.stockReleasedAt) pending += dueKobo(order);
  }
  return { paidRevenue: koboToNaira(paid), pendingRevenue: koboToNaira(pending) };
}

const dueKobo = (order: Order) => {
  if (typeof order.amountDueKobo === 'number') return order.amountDueKobo;
  try {
    return nairaToKobo(order.totalAmount);
  } catch {
    return 0;
  }
};

/** Products at or below the low-stock limit (out of stock included), emptiest first. */
export const lowStock = (products: readonly Product[]) =>
  products.filter((product) => product.stock <= LOW_STOCK_LIMIT).sort((a, b) => a.stock - b.stock);

export const latestOrders = (orders: readonly Order[]) =>
  [...orders]
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .slice(0, DASHBOARD_LATEST_ORDERS);

/** Lagos calendar day (YYYY-MM-DD) of an instant. */
const lagosDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });

/** Revenue per Lagos calendar day for the `days` days ending today, oldest first, empty days at 0. */
export function revenueByDay(orders: readonly Order[], days: number, now = new Date()) {
  const series = Array.from({ length: days }, (_, index) => {
    const date = new Date(now.getTime() - (days - 1 - index) * 86_400_000);
    return { day: lagosDay(date), revenue: 0 };
  });
  const byDay = new Map(series.map((point) => [point.day, point]));
  for (const order of orders.filter(countsAsRevenue)) {
    const point = byDay.get(lagosDay(new Date(order.createdAt)));
    if (point) point.revenue += amount(order.totalAmount);
  }
  return series;
}

/** Pay-on-delivery orders the server flags as waiting too long for the owner's confirmation. */
export const unconfirmedOrders = (orders: readonly Order[]) =>
  orders.filter((order) => order.unconfirmedOverdue);
