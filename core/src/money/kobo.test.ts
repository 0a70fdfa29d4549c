import { describe, expect, it } from 'vitest';
import {
  koboToNaira,
  koboToNairaText,
  lineTotalKobo,
  nairaText,
  nairaToKobo,
  nairaToNearestKobo,
  subtotalKobo,
} from './kobo.ts';

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
    expect(() => nairaToKobo('12.5.0')).toThrow('Not an amount in naira: 12.5.0');
    expect(() => nairaToKobo('₦12')).toThrow(RangeError);
    expect(() => nairaToKobo('')).toThrow(RangeError);
  });

  it('writes kobo back as numeric text, two decimals always, and refuses what is not kobo', () => {
    expect(koboToNairaText(0)).toBe('0.00');
    expect(koboToNairaText(5)).toBe('0.05');
    expect(koboToNairaText(280_000)).toBe('2800.00');
    expect(() => koboToNairaText(-1)).toThrow('Not an amount in kobo: -1');
    expect(() => koboToNairaText(1.5)).toThrow('Not an amount in kobo: 1.5');
    expect(koboToNaira(125_050)).toBe(1250.5);
  });

  it('multiplies and adds prices exactly where floating-point naira drift', () => {
    expect(lineTotalKobo({ price: '0.10', quantity: 3 })).toBe(30);
    expect(koboToNairaText(lineTotalKobo({ price: 0.1, quantity: 3 }))).toBe('0.30');
    expect(lineTotalKobo({ price: '1999.99', quantity: 7 })).toBe(1_399_993);
    expect(koboToNaira(lineTotalKobo({ price: 1999.99, quantity: 7 }))).toBe(13_999.93);
    expect(
      subtotalKobo([
        { price: '0.10', quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(30);
    expect(subtotalKobo([])).toBe(0);
  });

  it('rounds a figure a client summed in floating point to the nearest kobo, half away from zero', () => {
    expect(nairaToNearestKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToNearestKobo('3751.6499999999996')).toBe(375_165);
    expect(nairaToNearestKobo('3751.644')).toBe(375_164);
    expect(nairaToNearestKobo('0.005')).toBe(1);
    expect(nairaToNearestKobo(' 2800 ')).toBe(280_000);
    expect(nairaToNearestKobo(1e-7)).toBe(0);
    expect(() => nairaToNearestKobo('a lot')).toThrow(RangeError);
    expect(() => nairaToNearestKobo(-1)).toThrow(RangeError);
  });

  it('writes a typed price as the price column stores it, to the nearest kobo', () => {
    expect(nairaText(1500)).toBe('1500.00');
    expect(nairaText('1250.5')).toBe('1250.50');
    expect(nairaText(12.345)).toBe('12.35');
    expect(nairaText(2.675)).toBe('2.68');
    expect(nairaText(9_999_999_999.99)).toBe('9999999999.99');
  });
});
