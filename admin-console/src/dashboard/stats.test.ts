import type { Order } from '@ata/core/order';
import type { Product } from '@ata/core/product';
import { describe, expect, it } from 'vitest';
import {
  codeUses,
  dashboardStats,
  latestOrders,
  lowStock,
  revenueByDay,
  unconfirmedOrders,
} from './stats.ts';

const order = (id: string, status: string, totalAmount: number | string, createdAt: string) =>
  ({ id, status, totalAmount, createdAt }) as unknown as Order;
const product = (id: string, stock: number, isFeatured = false) =>
  ({ id, stock, isFeatured }) as unknown as Product;

describe('dashboard stats', () => {
  const orders = [
    order('a', 'pending', '1500', '2026-11-20T10:00:00Z'),
    order('b', 'paid', 2500.5, '2026-11-21T10:00:00Z'),
    order('c', 'pending', '4000', '2026-11-22T10:00:00Z'),
  ];
  const products = [product('p1', 0), product('p2', 5, true), product('p3', 6, true)];

  it('counts pending orders, sums every order total, counts featured and low-stock products', () => {
    expect(dashboardStats(orders, products)).toEqual({
      pendingOrders: 2,
      totalRevenue: 8000.5,
      discounts: 0,
      paidRevenue: 0,
      pendingRevenue: 8000.5,
      featuredProducts: 2,
      lowStockProducts: 2,
    });
  });

  it('counts verified payments apart from money still to come, summed in kobo', () => {
    const withPayments = [
      {
        ...order('a', 'paid', '2800', '2026-11-20T10:00:00Z'),
        paymentStatus: 'paid',
        paidAmountKobo: 380_000,
      },
      {
        ...order('b', 'pending', '0.10', '2026-11-21T10:00:00Z'),
        paymentStatus: 'unpaid',
        amountDueKobo: 100_010,
      },
      {
        ...order('c', 'pending', '0.20', '2026-11-21T11:00:00Z'),
        paymentStatus: 'failed',
        amountDueKobo: 100_020,
      },
      // Expired (stock released) and refunded orders are no longer expected money.
      {
        ...order('d', 'pending', '900', '2026-11-22T10:00:00Z'),
        paymentStatus: 'unpaid',
        amountDueKobo: 190_000,
        stockReleasedAt: '2026-11-22T11:00:00Z',
      },
      {
        ...order('e', 'paid', '900', '2026-11-22T10:00:00Z'),
        paymentStatus: 'refunded',
        paidAmountKobo: 190_000,
      },
    ] as Order[];
    const stats = dashboardStats(withPayments, products);
    expect(stats.paidRevenue).toBe(3_800);
    expect(stats.pendingRevenue).toBe(2_000.3);
  });

  it('sums order totals in kobo: three ₦0.10 orders make ₦0.30, per day too', () => {
    const dimes = ['x', 'y', 'z'].map((id) => order(id, 'pending', 0.1, '2026-11-22T10:00:00Z'));
    expect(dashboardStats(dimes, products).totalRevenue).toBe(0.3);
    expect(revenueByDay(dimes, 1, new Date('2026-11-22T12:00:00Z'))).toEqual([
      { day: '2026-11-22', revenue: 0.3 },
    ]);
  });

  it('lists low stock emptiest first and the latest orders newest first', () => {
    expect(lowStock(products).map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(latestOrders(orders).map((o) => o.id)).toEqual(['c', 'b', 'a']);
  });

  it('lists low stock size by size for a product sold in several, named with the size', () => {
    const size = (id: string, label: string, stock: number) => ({
      id,
      label,
      sku: id,
      price: 1000,
      compareAtPrice: null,
      stock,
      weightGrams: null,
    });
    const crayfish = {
      ...products[0]!,
      id: 'cray',
      name: 'Ground Crayfish',
      stock: 40,
      variants: [size('s1', '250 g', 38), size('s2', '1 kg', 0), size('s3', '100 g', 2)],
    };
    expect(lowStock([crayfish]).map((line) => [line.id, line.key, line.name, line.stock])).toEqual([
      ['cray', 's2', 'Ground Crayfish (1 kg)', 0],
      ['cray', 's3', 'Ground Crayfish (100 g)', 2],
    ]);
  });

  it('shows at most 5 latest orders', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      order(String(i), 'paid', 1, `2026-11-0${i + 1}T00:00:00Z`),
    );
    expect(latestOrders(many).map((o) => o.id)).toEqual(['7', '6', '5', '4', '3']);
  });

  it('sums revenue per Lagos day over the window, oldest first, with empty days at 0', () => {
    const series = revenueByDay(orders, 3, new Date('2026-11-22T12:00:00Z'));
    expect(series).toEqual([
      { day: '2026-11-20', revenue: 1500 },
      { day: '2026-11-21', revenue: 2500.5 },
      { day: '2026-11-22', revenue: 4000 },
    ]);
  });
});

describe('what the dashboard leaves out and flags', () => {
  const placed = '2026-11-22T10:00:00Z';
  const orders = [
    { ...order('kept', 'delivered', '3000', placed), paymentStatus: 'unpaid' },
    { ...order('refunded', 'refunded', '5000', placed), paymentStatus: 'refunded', paidAmountKobo: 600_000 },
    { ...order('cancelled', 'cancelled', '7000', placed), paymentStatus: 'unpaid' },
    { ...order('waiting', 'pending', '2000', placed), paymentStatus: 'unpaid', unconfirmedOverdue: true },
  ] as Order[];

  it('leaves refunded and cancelled orders out of Total revenue, pending money and the daily chart', () => {
    expect(dashboardStats(orders, [])).toMatchObject({
      totalRevenue: 5000,
      paidRevenue: 0,
      pendingRevenue: 5000,
      pendingOrders: 1,
    });
    const day = revenueByDay(orders, 1, new Date('2026-11-22T12:00:00Z'));
    expect(day).toEqual([{ day: '2026-11-22', revenue: 5000 }]);
  });

  it('lists the orders the server flags as waiting too long for confirmation', () => {
    expect(unconfirmedOrders(orders).map((o) => o.id)).toEqual(['waiting']);
  });
});

describe('revenue after discounts and uses per code', () => {
  it('counts what the shopper owes after discounts, and each code once per order', () => {
    const at = '2026-11-27T09:00:00.000Z';
    const priced = (id: string, code: string | null, discount: number, total: number, status = 'pending') =>
      ({
        id,
        customerName: 'A',
        customerEmail: 'a@example.ng',
        customerPhone: '+2348031234567',
        shippingAddress: '12 Allen Avenue',
        items: [],
        totalAmount: 4200,
        status,
        paymentStatus: 'unpaid',
        unconfirmedOverdue: false,
        notifyByPhone: true,
        notifyByEmail: true,
        discountCode: code,
        discountKobo: discount,
        totalKobo: total,
        createdAt: at,
        updatedAt: at,
      }) as Order;
    const orders = [
      priced('a', 'WEEKEND10', 42_000, 528_000),
      priced('b', 'WEEKEND10', 42_000, 528_000),
      priced('c', 'PARTNER', 10_000, 560_000),
      priced('d', 'PARTNER', 10_000, 560_000, 'cancelled'),
      priced('e', null, 0, 520_000),
    ];
    const stats = dashboardStats(orders, []);
    expect(stats.totalRevenue).toBe(21_360);
    expect(stats.discounts).toBe(940);
    expect(codeUses(orders)).toEqual([
      { code: 'WEEKEND10', uses: 2, discount: 840 },
      { code: 'PARTNER', uses: 1, discount: 100 },
    ]);
  });
});
