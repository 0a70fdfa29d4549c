import { describe, expect, it } from 'vitest';
import { hoardAllowance, isUnconfirmedOverdue, orderLimits } from './limits.ts';

describe("the owner's order limits", () => {
  it('read the settings, falling back to the defaults for a missing or malformed value', () => {
    expect(orderLimits({})).toEqual({
      maxLineQuantity: 20,
      maxUnpaidKobo: 10_000_000,
      confirmHours: 48,
      hoardShare: 0.5,
      hoardWindowMinutes: 60,
    });
    expect(
      orderLimits({ order_max_line_quantity: '5', order_hoard_percent: 'lots', order_confirm_hours: '0' }),
    ).toMatchObject({ maxLineQuantity: 5, hoardShare: 0.5, confirmHours: 48 });
  });

  it('let one shopper hold up to the share of the stock, rounded up', () => {
    expect(hoardAllowance(10, 0.5)).toBe(5);
    expect(hoardAllowance(3, 0.5)).toBe(2);
    expect(hoardAllowance(7, 1)).toBe(7);
  });

  it('flag a pending pay-on-delivery order from the set hours on, never an online or handled one', () => {
    const placed = new Date('2026-11-20T10:00:00Z');
    const at = (hours: number) => new Date(placed.getTime() + hours * 3_600_000);
    const order = { status: 'pending', paymentMethod: 'whatsapp', createdAt: placed };
    expect(isUnconfirmedOverdue(order, at(47.99), 48)).toBe(false);
    expect(isUnconfirmedOverdue(order, at(48), 48)).toBe(true);
    expect(isUnconfirmedOverdue({ ...order, paymentMethod: null }, at(48), 48)).toBe(true);
    expect(isUnconfirmedOverdue({ ...order, paymentMethod: 'paystack' }, at(48), 48)).toBe(false);
    expect(isUnconfirmedOverdue({ ...order, status: 'confirmed' }, at(100), 48)).toBe(false);
  });
});
