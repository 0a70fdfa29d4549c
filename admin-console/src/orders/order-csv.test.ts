import type { Order } from '@ata/core/order';
import { describe, expect, it } from 'vitest';
import { lagosTime, ordersCsv } from './order-csv.ts';

const order = (extra: Partial<Order>): Order =>
  ({
    id: '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b',
    customerName: 'Ngozi, Okafor',
    customerEmail: 'ngozi@example.ng',
    customerPhone: '+2348031234567',
    shippingAddress: '12 Allen Avenue',
    items: [{ name: 'Suya Spice', price: 2100, quantity: 2 }],
    totalAmount: 4200,
    status: 'pending',
    paymentStatus: 'unpaid',
    unconfirmedOverdue: false,
    notifyByPhone: true,
    notifyByEmail: true,
    createdAt: '2026-11-27T23:30:00.000Z',
    updatedAt: '2026-11-27T23:30:00.000Z',
    ...extra,
  }) as Order;

describe('the orders CSV', () => {
  it('gives amounts in naira with two decimals and times in Lagos', () => {
    const csv = ordersCsv([
      order({
        state: 'LA',
        city: 'Ikeja',
        discountCode: 'WEEKEND10',
        discountKobo: 42_000,
        deliveryLabel: 'Standard delivery (Lagos)',
        deliveryFeeKobo: 150_000,
        subtotalKobo: 420_000,
        totalKobo: 528_000,
      }),
      order({ amountDueKobo: 520_000 }),
    ]).split('\r\n');
    expect(csv[0]).toContain('Placed (Lagos time)');
    // 23:30 UTC is 00:30 the next day in Lagos.
    expect(csv[1]).toContain('2026-11-28 00:30');
    expect(csv[1]).toContain('"Ngozi, Okafor"');
    expect(csv[1]).toContain('Lagos,Ikeja');
    expect(csv[1]).toContain('4200.00,WEEKEND10,420.00,Standard delivery (Lagos),1500.00,5280.00');
    // An order from before delivery was priced: the rule of the time (₦1,000 up to ₦5,000).
    expect(csv[2]).toContain('4200.00,,0.00,,1000.00,5200.00');
    expect(lagosTime(null)).toBe('');
  });

  it('names each line’s size', () => {
    const [, row] = ordersCsv([
      order({
        items: [
          { name: 'Crayfish', variantLabel: '250 g', price: 2800, quantity: 2 },
          { name: 'Crayfish', variantLabel: '1 kg', price: 9500, quantity: 1 },
        ],
      }),
    ]).split('\r\n');
    expect(row).toContain('2 x Crayfish (250 g); 1 x Crayfish (1 kg)');
  });
});
