import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFeeKobo } from '../cart/delivery.ts';
import { DEFAULT_DELIVERY, type DeliveryConfig, type DeliveryZone } from './delivery.ts';
import type { DiscountRule, PricedLine } from './discounts.ts';
import { type PriceInput, priceOrder } from './pipeline.ts';
import { STATE_CODES } from './states.ts';

const line = (priceKobo: number, quantity = 1, extra: Partial<PricedLine> = {}): PricedLine => ({
  productId: 'p1',
  categoryId: 'spices',
  priceKobo,
  quantity,
  weightGrams: null,
  ...extra,
});

const rule = (extra: Partial<DiscountRule>): DiscountRule => ({
  id: 'r1',
  code: 'WEEKEND10',
  label: '10% off',
  kind: 'percent',
  percent: 10,
  amountKobo: null,
  minSubtotalKobo: null,
  startsAt: null,
  endsAt: null,
  productIds: [],
  categoryIds: [],
  zoneIds: [],
  firstOrderOnly: false,
  ...extra,
});

// 26 Nov 2026, 10:30 in Lagos (09:30 UTC).
const MORNING = Date.UTC(2026, 10, 26, 9, 30);
const price = (input: Partial<PriceInput>) =>
  priceOrder({
    lines: [line(420_000)],
    delivery: DEFAULT_DELIVERY,
    destination: { state: 'LA' },
    optionId: null,
    offers: [],
    code: null,
    now: MORNING,
    ...input,
  });

const lagos: DeliveryZone = {
  id: 'lagos',
  name: 'Lagos',
  states: ['LA'],
  cities: [],
  fee: { flatKobo: 150_000, freeAboveKobo: 1_000_000, weightSurcharge: null },
  estimateDays: { min: 1, max: 2 },
  express: [{ id: 'same-day', label: 'Express, today', feeKobo: 300_000, cutoffHour: 12, estimate: 'Today' }],
};
const lekki: DeliveryZone = { ...lagos, id: 'lekki', name: 'Lekki', cities: ['Lekki'], express: [] };
const elsewhere: DeliveryZone = {
  id: 'rest',
  name: 'Outside Lagos',
  states: [],
  cities: [],
  fee: {
    flatKobo: 250_000,
    freeAboveKobo: 1_500_000,
    weightSurcharge: { baseGrams: 2000, perKgKobo: 50_000 },
  },
  estimateDays: { min: 2, max: 5 },
  express: [],
};
const zones: DeliveryConfig = {
  zones: [lagos, lekki, elsewhere],
  pickupPoints: [
    {
      id: 'yaba',
      name: 'Yaba market stall',
      address: '12 Tejuosho St',
      state: 'LA',
      hours: 'Mon–Sat 9–6',
      feeKobo: 0,
    },
  ],
};

describe('the default delivery', () => {
  it('charges what the cart charges today, in every state', () => {
    for (const state of STATE_CODES)
      for (const subtotal of [0, 100, 499_999, 500_000, 500_001, 2_000_000]) {
        const result = price({ lines: [line(subtotal)], destination: { state } });
        expect(result.deliveryKobo, `${state} at ${subtotal}`).toBe(deliveryFeeKobo(subtotal));
        expect(result.totalKobo).toBe(subtotal + deliveryFeeKobo(subtotal));
      }
  });

  it('says "from" the fee before a state is known, and offers nothing yet', () => {
    const result = price({ destination: null });
    expect(result.options).toEqual([]);
    expect(result.fromDeliveryKobo).toBe(100_000);
    expect(result.totalKobo).toBe(420_000);
  });
});

describe('zones', () => {
  it('picks the city zone over the state zone over the fallback', () => {
    expect(price({ delivery: zones, destination: { state: 'LA', city: ' lekki ' } }).delivery?.id).toBe(
      'standard:lekki',
    );
    expect(price({ delivery: zones, destination: { state: 'LA', city: 'Ikeja' } }).delivery?.id).toBe(
      'standard:lagos',
    );
    expect(price({ delivery: zones, destination: { state: 'KN' } }).delivery).toMatchObject({
      id: 'standard:rest',
      feeKobo: 250_000,
      estimate: '2–5 business days',
    });
  });

  it('adds the weight surcharge per started kilogram above the base weight', () => {
    const heavy = [line(100_000, 1, { weightGrams: 4_100 })];
    expect(price({ delivery: zones, destination: { state: 'KN' }, lines: heavy }).deliveryKobo).toBe(
      250_000 + 3 * 50_000,
    );
  });

  it('offers express only before its cut-off in Lagos time, and pickup in the same state', () => {
    const morning = price({ delivery: zones, destination: { state: 'LA' } });
    expect(morning.options.map((option) => option.id)).toEqual([
      'standard:lagos',
      'express:lagos:same-day',
      'pickup:yaba',
    ]);
    // 11:00 UTC is noon in Lagos: the same-day cut-off has passed.
    const noon = price({ delivery: zones, destination: { state: 'LA' }, now: Date.UTC(2026, 10, 26, 11, 0) });
    expect(noon.options.map((option) => option.id)).toEqual(['standard:lagos', 'pickup:yaba']);
    const chosen = price({ delivery: zones, destination: { state: 'LA' }, optionId: 'pickup:yaba' });
    expect(chosen.deliveryKobo).toBe(0);
    expect(chosen.delivery?.address).toBe('12 Tejuosho St');
  });

  it('ignores an option id it did not offer (the client never decides the fee)', () => {
    const result = price({ delivery: zones, destination: { state: 'KN' }, optionId: 'pickup:yaba' });
    expect(result.delivery?.id).toBe('standard:rest');
    expect(result.deliveryKobo).toBe(250_000);
  });
});

describe('discounts', () => {
  it('takes a percentage off, rounded to the nearest kobo, before delivery', () => {
    const result = price({ lines: [line(333_333)], code: rule({}) });
    expect(result.discountKobo).toBe(33_333);
    expect(result.discounts).toEqual([
      { id: 'r1', code: 'WEEKEND10', label: '10% off', amountKobo: 33_333, freeDelivery: false },
    ]);
    expect(result.totalKobo).toBe(333_333 - 33_333 + 100_000);
  });

  it('reads the free-delivery threshold after discounts', () => {
    // ₦5,200 less 10% is ₦4,680: under ₦5,000, so delivery is charged again.
    const result = price({ lines: [line(520_000)], code: rule({}) });
    expect(result.deliveryKobo).toBe(100_000);
    expect(result.totalKobo).toBe(468_000 + 100_000);
  });

  it('never takes off more than the eligible lines', () => {
    const fixed = rule({ kind: 'fixed', percent: null, amountKobo: 900_000, categoryIds: ['rice'] });
    const lines = [line(100_000, 2, { categoryId: 'rice', productId: 'r' }), line(300_000)];
    expect(price({ lines, code: fixed }).discountKobo).toBe(200_000);
    expect(price({ lines: [line(300_000)], code: fixed }).codeRefusal).toBe('not-applicable');
  });

  it('refuses a code outside its window, under its minimum or after a first order, and says why', () => {
    const cases: [Partial<DiscountRule>, Partial<PriceInput>, string][] = [
      [{ startsAt: MORNING + 1 }, {}, 'not-yet-valid'],
      [{ endsAt: MORNING }, {}, 'expired'],
      [{ minSubtotalKobo: 500_000 }, {}, 'minimum-not-met'],
      [{ firstOrderOnly: true }, { firstOrder: false }, 'first-order-only'],
    ];
    for (const [extra, input, reason] of cases) {
      const result = price({ ...input, code: rule(extra) });
      expect(result.codeRefusal).toBe(reason);
      expect(result.discountKobo).toBe(0);
    }
    expect(price({ code: rule({ endsAt: MORNING + 1 }) }).discountKobo).toBe(42_000);
  });

  it('passes on what the database found (unknown, used up) without applying anything', () => {
    const result = price({ code: rule({}), codeRefused: 'used-up' });
    expect(result.codeRefusal).toBe('used-up');
    expect(result.discounts).toEqual([]);
  });

  it('waives standard delivery for an automatic offer limited to a zone and a minimum', () => {
    const offer = rule({
      id: 'lagos-free',
      code: null,
      label: 'Free delivery in Lagos over ₦20,000',
      kind: 'free-delivery',
      percent: null,
      minSubtotalKobo: 800_000,
      zoneIds: ['lagos'],
    });
    const inLagos = price({ delivery: zones, lines: [line(900_000)], offers: [offer] });
    expect(inLagos.deliveryKobo).toBe(0);
    expect(inLagos.discounts[0]).toMatchObject({ id: 'lagos-free', amountKobo: 150_000, freeDelivery: true });
    expect(inLagos.totalKobo).toBe(900_000);
    const inKano = price({
      delivery: zones,
      destination: { state: 'KN' },
      lines: [line(900_000)],
      offers: [offer],
    });
    expect(inKano.deliveryKobo).toBe(250_000);
    expect(inKano.codeRefusal).toBeNull();
  });

  it('always totals subtotal − discounts + delivery, never below zero', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        (lines, percent, fixed) => {
          const priced = lines.map((one) => line(one.price, one.quantity));
          for (const code of [rule({ percent }), rule({ kind: 'fixed', percent: null, amountKobo: fixed })]) {
            const result = price({ lines: priced, code, delivery: zones });
            expect(result.discountKobo).toBeLessThanOrEqual(result.subtotalKobo);
            expect(result.totalKobo).toBe(result.subtotalKobo - result.discountKobo + result.deliveryKobo);
            expect(result.totalKobo).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
