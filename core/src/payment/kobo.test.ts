import { describe, expect, it } from 'vitest';
import { amountDueKobo, deliveryFeeKobo, koboToNaira, koboToNairaText, nairaToKobo } from './kobo.ts';
import { parsePaymentReference, paymentReference } from './rules.ts';

describe('kobo', () => {
  it('reads naira text and numbers as exact integer kobo', () => {
    expect(nairaToKobo('2800.00')).toBe(280_000);
    expect(nairaToKobo('1250.5')).toBe(125_050);
    expect(nairaToKobo(0.1)).toBe(10);
    expect(() => nairaToKobo('1.005')).toThrow(RangeError);
    expect(() => nairaToKobo(Number.NaN)).toThrow(RangeError);
    expect(koboToNairaText(125_050)).toBe('1250.50');
  });

  it('takes whole naira and surrounding spaces, and names what it refuses', () => {
    expect(nairaToKobo(' 2800 ')).toBe(280_000);
    expect(nairaToKobo(7)).toBe(700);
    expect(() => nairaToKobo('-5')).toThrow('Not an amount in naira: -5');
    expect(() => nairaToKobo(Number.POSITIVE_INFINITY)).toThrow('Not an amount in naira: Infinity');
  });

  it('writes kobo back as numeric text, two decimals always, and refuses what is not kobo', () => {
    expect(koboToNairaText(0)).toBe('0.00');
    expect(koboToNairaText(5)).toBe('0.05');
    expect(koboToNairaText(280_000)).toBe('2800.00');
    expect(() => koboToNairaText(-1)).toThrow('Not an amount in kobo: -1');
    expect(() => koboToNairaText(1.5)).toThrow('Not an amount in kobo: 1.5');
    expect(koboToNaira(125_050)).toBe(1250.5);
  });

  it('adds ₦1,000 delivery up to ₦5,000 and none above', () => {
    expect(deliveryFeeKobo(500_000)).toBe(100_000);
    expect(deliveryFeeKobo(500_001)).toBe(0);
    expect(amountDueKobo([{ price: '2500.00', quantity: 2 }])).toBe(600_000);
    expect(amountDueKobo([{ price: 2500.01, quantity: 2 }])).toBe(500_002);
  });

  it('binds a Paystack reference to an order and an attempt', () => {
    const id = '3f2a9c1e-7b4d-4e0a-9c1f-2b3d4e5f6a7b';
    expect(parsePaymentReference(paymentReference(id, 3))).toEqual({ orderId: id, attempt: 3 });
    expect(parsePaymentReference('T123456')).toBeNull();
    expect(parsePaymentReference(`ata-${id}-0`)).toBeNull();
  });
});
