import { type Kobo, koboToNaira, nairaToKobo } from '@ata/core/money';
import { DASHBOARD_LATEST_ORDERS, isClosedStatus, type Order } from '@ata/core/order';
import { hasSizeChoice, LOW_STOCK_LIMIT, nameWithSize, type Product } from '@ata/core/product';

/**
 * What an order brought in, in kobo: what the shopper owes after discounts (delivery included); 0 when it is
 * not an amount, so one odd record cannot hide the rest.
 */
const totalKobo = (order: Order): Kobo => {
  // Orders from before the checkout priced delivery kept only their subtotal: that is what they count.
  if (typeof order.totalKobo === 'number') return order.totalKobo;
  try {
    return nairaToKobo(order.totalAmount);
  } catch {
    return 0;
  }
};

export interface DashboardStats {
  pendingOrders: number;
  /**
   * Every order's total after discounts (delivery included) but those cancelled or refunded (money the shop
   * did not keep), summed in kobo; naira for display.
   */
  totalRevenue: number;
  /** What discounts took off those orders, in naira. */
  discounts: number;
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
    totalRevenue: koboToNaira(
      orders.filter(countsAsRevenue).reduce((sum, order) => sum + totalKobo(order), 0),
    ),
    discounts: koboToNaira(
      orders.filter(countsAsRevenue).reduce((sum, order) => sum + (order.discountKobo ?? 0), 0),
    ),
    ...revenueByPayment(orders),
    featuredProducts: products.filter((product) => product.isFeatured).length,
    lowStockProducts: lowStock(products).length,
  };
}

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

const dueKobo = (order: Order) =>
  typeof order.amountDueKobo === 'number' ? order.amountDueKobo : totalKobo(order);

/** Products at or below the low-stock limit (out of stock included), emptiest first. */
/** One line of the low-stock list: a product, or one size of a product sold in several. */
export interface LowStockLine {
  /** The product (its edit form). */
  id: string;
  /** Unique per line: the size's id, or the product's. */
  key: string;
  /** The product's name, with the size when it has several ("Ground Crayfish (1 kg)"). */
  name: string;
  stock: number;
}

/** Products running out, size by size: a 1 kg bag sold out is said even with 100 g packs left. */
export const lowStock = (products: readonly Product[]): LowStockLine[] =>
  products
    .flatMap((product): LowStockLine[] =>
      hasSizeChoice(product)
        ? (product.variants ?? []).map((size) => ({
            id: product.id,
            key: size.id,
            name: nameWithSize(product.name, size.label),
            stock: size.stock,
          }))
        : [{ id: product.id, key: product.id, name: product.name, stock: product.stock }],
    )
    .filter((line) => line.stock <= LOW_STOCK_LIMIT)
    .sort((a, b) => a.stock - b.stock);

export const latestOrders = (orders: readonly Order[]) =>
  [...orders]
    .sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime())
    .slice(0, DASHBOARD_LATEST_ORDERS);

/** Lagos calendar day (YYYY-MM-DD) of an instant. */
const lagosDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: 'Africa/Lagos' });

/** Revenue per Lagos calendar day for the `days` days ending today, oldest first, empty days at 0. */
export function revenueByDay(orders: readonly Order[], days: number, now = new Date()) {
  const koboByDay = new Map<string, Kobo>();
  for (let index = 0; index < days; index++)
    koboByDay.set(lagosDay(new Date(now.getTime() - (days - 1 - index) * 86_400_000)), 0);
  for (const order of orders.filter(countsAsRevenue)) {
    const day = lagosDay(new Date(order.createdAt));
    const sum = koboByDay.get(day);
    if (sum !== undefined) koboByDay.set(day, sum + totalKobo(order));
  }
  return [...koboByDay].map(([day, kobo]) => ({ day, revenue: koboToNaira(kobo) }));
}

/** Pay-on-delivery orders the server flags as waiting too long for the owner's confirmation. */
export const unconfirmedOrders = (orders: readonly Order[]) =>
  orders.filter((order) => order.unconfirmedOverdue);

/** Each discount code's orders (not cancelled or refunded) and what it took off, most used first. */
export function codeUses(orders: readonly Order[]): { code: string; uses: number; discount: number }[] {
  const byCode = new Map<string, { uses: number; kobo: Kobo }>();
  for (const order of orders.filter(countsAsRevenue)) {
    if (!order.discountCode) continue;
    const seen = byCode.get(order.discountCode) ?? { uses: 0, kobo: 0 };
    byCode.set(order.discountCode, { uses: seen.uses + 1, kobo: seen.kobo + (order.discountKobo ?? 0) });
  }
  return [...byCode]
    .map(([code, { uses, kobo }]) => ({ code, uses, discount: koboToNaira(kobo) }))
    .sort((a, b) => b.uses - a.uses || a.code.localeCompare(b.code));
}
