import { describe, expect, it } from 'vitest';
import {
  deliveryFee,
  FREE_DELIVERY_THRESHOLD,
  HERO_FREE_SHIPPING_THRESHOLD,
  orderTotal,
} from './delivery.ts';

describe('delivery fee', () => {
  it('charges ₦1,000 up to and including ₦5,000', () => {
    expect(deliveryFee(0)).toBe(1000);
    expect(deliveryFee(5000)).toBe(1000);
    expect(orderTotal(5000)).toBe(6000);
  });
  it('is free above ₦5,000', () => {
    expect(deliveryFee(5001)).toBe(0);
    expect(orderTotal(5001)).toBe(5001);
  });
  it('keeps the hero claim separate from the cart rule', () => {
    expect(FREE_DELIVERY_THRESHOLD).toBe(5000);
    expect(HERO_FREE_SHIPPING_THRESHOLD).toBe(15000);
  });
});
