import { describe, expect, it } from 'vitest';
import { zodErrorsByField } from '../validation/schema.ts';
import { deliveryZoneInputSchema, pickupPointInputSchema } from './schema.ts';

const zone = {
  name: 'Lagos',
  states: ['LA'],
  flatFee: 1500,
  freeAbove: 10000,
  estimateMinDays: 1,
  estimateMaxDays: 2,
  express: [{ id: 'same-day', label: 'Express, today', fee: 3000, cutoffHour: 12, estimate: 'Today' }],
};

const errors = (input: unknown) => {
  const parsed = deliveryZoneInputSchema.safeParse(input);
  return parsed.success ? {} : zodErrorsByField(parsed.error);
};

describe('the zone form', () => {
  it('takes a zone as the owner types it, with defaults for what she left out', () => {
    expect(deliveryZoneInputSchema.parse(zone)).toMatchObject({ cities: [], position: 0, states: ['LA'] });
  });

  it('refuses what would price wrongly, naming the field', () => {
    expect(errors({ ...zone, states: ['LA', 'XX'] })).toEqual({ 'states.1': 'Choose a Nigerian state' });
    expect(errors({ ...zone, states: ['LA', 'LA'] })).toEqual({ states: 'A state is listed twice' });
    expect(errors({ ...zone, flatFee: -1 })).toEqual({ flatFee: 'Fee must not be negative' });
    expect(errors({ ...zone, flatFee: 10.005 })).toEqual({ flatFee: 'Fee must be whole kobo' });
    expect(errors({ ...zone, flatFee: 20_000_000 })).toEqual({ flatFee: 'Fee must be at most 10000000' });
    expect(errors({ ...zone, estimateMaxDays: 0 })).toEqual({
      estimateMaxDays: 'Longest estimate must not be shorter than the shortest',
    });
    expect(errors({ ...zone, weightBaseGrams: 2000 })).toEqual({
      weightFeePerKg: 'Give both the base weight and the fee per kg, or neither',
    });
    expect(errors({ ...zone, states: [], cities: ['Lekki'] })).toEqual({ cities: 'Cities need their state' });
    expect(errors({ ...zone, express: [{ ...zone.express[0], cutoffHour: 24 }] })).toEqual({
      'express.0.cutoffHour': 'Cut-off must be 1–23',
    });
  });
});

describe('the pickup point form', () => {
  it('needs a state, an address and opening hours; the fee defaults to nothing', () => {
    const point = {
      name: 'Yaba stall',
      address: '12 Tejuosho Street, Yaba',
      state: 'LA',
      hours: 'Mon–Sat 9–6',
    };
    expect(pickupPointInputSchema.parse(point)).toMatchObject({ fee: 0, active: true });
    expect(pickupPointInputSchema.safeParse({ ...point, state: 'Lagos' }).success).toBe(false);
  });
});
