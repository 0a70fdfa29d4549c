import { describe, expect, it } from 'vitest';
import { nairaToKobo as naira } from '../money/kobo.ts';
import {
  amountDueKobo,
  deliveryFeeKobo,
  FREE_DELIVERY_THRESHOLD_KOBO,
  HERO_FREE_SHIPPING_THRESHOLD_KOBO,
  orderTotalKobo,
} from './delivery.ts';

describe('delivery fee', () => {
  it('charges ₦1,000 up to and including ₦5,000', () => {
    expect(deliveryFeeKobo(naira(0))).toBe(naira(1000));
    expect(deliveryFeeKobo(naira(5000))).toBe(naira(1000));
    expect(orderTotalKobo(naira(5000))).toBe(naira(6000));
  });
  it('is free above ₦5,000', () => {
    expect(deliveryFeeKobo(naira(5001))).toBe(0);
    expect(orderTotalKobo(naira(5001))).toBe(naira(5001));
  });
  it('is free from the first kobo above ₦5,000', () => {
    expect(deliveryFeeKobo(naira('5000.01'))).toBe(0);
    expect(amountDueKobo([{ price: '2500.00', quantity: 2 }])).toBe(naira(6000));
    expect(amountDueKobo([{ price: 2500.01, quantity: 2 }])).toBe(naira('5000.02'));
  });
  it('keeps the hero claim separate from the cart rule', () => {
    expect(FREE_DELIVERY_THRESHOLD_KOBO).toBe(naira(5000));
    expect(HERO_FREE_SHIPPING_THRESHOLD_KOBO).toBe(naira(15000));
  });
});
