import { DEFAULT_DELIVERY, type DeliveryConfig, deliveryConfigSchema, priceOrder } from '@ata/core/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const admin = () => ({ Authorization: app.basic.admin });
const config = async () => {
  const response = await app.request('/api/delivery');
  expect(response.status).toBe(200);
  return deliveryConfigSchema.parse(await response.json()) as DeliveryConfig;
};

const lagos = {
  name: 'Lagos',
  states: ['LA'],
  flatFee: 1500,
  freeAbove: 10000,
  estimateMinDays: 1,
  estimateMaxDays: 2,
  express: [{ id: 'same-day', label: 'Express, today', fee: 3000, cutoffHour: 12, estimate: 'Today' }],
};

describe('delivery zones', () => {
  it('start as one zone for all of Nigeria that prices as the cart always did', async () => {
    const fresh = await config();
    expect(fresh.zones).toHaveLength(1);
    const { id: _id, ...rule } = fresh.zones[0]!;
    const { id: _default, ...expected } = DEFAULT_DELIVERY.zones[0]!;
    expect(rule).toEqual(expected);
    // The seed's one pickup point (Ibadan), free.
    expect(fresh.pickupPoints).toEqual([expect.objectContaining({ state: 'OY', feeKobo: 0 })]);
  });

  it('are created by the owner in naira, published in kobo, and priced by the pipeline', async () => {
    const created = await app.request('/api/delivery-zones', {
      method: 'POST',
      headers: admin(),
      json: lagos,
    });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ name: 'Lagos', flatFee: 1500, express: [{ fee: 3000 }] });
    const point = await app.request('/api/pickup-points', {
      method: 'POST',
      headers: admin(),
      json: { name: 'Yaba stall', address: '12 Tejuosho Street, Yaba', state: 'LA', hours: 'Mon–Sat 9–6' },
    });
    expect(point.status).toBe(201);

    const published = await config();
    expect(published.zones.find((zone) => zone.name === 'Lagos')).toMatchObject({
      states: ['LA'],
      fee: { flatKobo: 150_000, freeAboveKobo: 1_000_000, weightSurcharge: null },
      express: [{ id: 'same-day', feeKobo: 300_000, cutoffHour: 12 }],
    });
    const at = Date.UTC(2026, 10, 26, 9, 0); // 10:00 in Lagos
    const price = (state: 'LA' | 'KN') =>
      priceOrder({
        lines: [{ productId: 'p', categoryId: null, priceKobo: 420_000, quantity: 1, weightGrams: null }],
        delivery: published,
        destination: { state },
        optionId: null,
        offers: [],
        code: null,
        now: at,
      });
    expect(price('LA').options.map((option) => [option.kind, option.feeKobo])).toEqual([
      ['standard', 150_000],
      ['express', 300_000],
      ['pickup', 0],
    ]);
    expect(price('KN').deliveryKobo).toBe(100_000);
  });

  it('refuse a state already in another zone, and a second catch-all, changing nothing', async () => {
    const before = await config();
    const again = await app.request('/api/delivery-zones', {
      method: 'POST',
      headers: admin(),
      json: { ...lagos, name: 'Lagos again' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errors: { states: 'Already in Lagos' } });
    const catchAll = await app.request('/api/delivery-zones', {
      method: 'POST',
      headers: admin(),
      json: { ...lagos, name: 'Everywhere', states: [] },
    });
    expect(catchAll.status).toBe(409);
    expect(await config()).toEqual(before);
  });

  it('refuse bad input with the field named, and nothing is stored', async () => {
    const before = await config();
    const bad = await app.request('/api/delivery-zones', {
      method: 'POST',
      headers: admin(),
      json: { ...lagos, name: 'Bad', states: ['ZZ'], flatFee: -5 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toMatchObject({
      'states.0': 'Choose a Nigerian state',
      flatFee: 'Fee must not be negative',
    });
    expect(await config()).toEqual(before);
  });

  it('a closed pickup point is not offered', async () => {
    const list = await app.request('/api/pickup-points', { headers: admin() });
    const points = (await list.json()) as { id: string }[];
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      const closed = await app.request(`/api/pickup-points/${point.id}`, {
        method: 'PUT',
        headers: admin(),
        json: { active: false },
      });
      expect(closed.status).toBe(200);
    }
    expect((await config()).pickupPoints).toEqual([]);
  });

  it("are replaced by the shipping policy's example set in one action, which the checkout then charges", async () => {
    const applied = await app.request('/api/delivery-zones/example', { method: 'POST', headers: admin() });
    expect(applied.status).toBe(200);
    const zones = (await applied.json()) as { name: string }[];
    expect(zones.map((zone) => zone.name)).toEqual(['Lagos', 'South-West', 'Abuja', 'Rest of Nigeria']);
    const published = await config();
    expect(published.zones.map((zone) => zone.name)).toEqual([
      'Lagos',
      'South-West',
      'Abuja',
      'Rest of Nigeria',
    ]);
    const fee = (state: 'LA' | 'OY' | 'FC' | 'KN', subtotalKobo: number) =>
      priceOrder({
        lines: [
          { productId: 'p', categoryId: null, priceKobo: subtotalKobo, quantity: 1, weightGrams: null },
        ],
        delivery: published,
        destination: { state },
        optionId: null,
        offers: [],
        code: null,
        now: Date.UTC(2026, 10, 27, 15),
      }).deliveryKobo;
    // As the shipping policy says: Lagos ₦1,500 under ₦10,000; elsewhere ₦2,500 under ₦15,000.
    expect([fee('LA', 900_000), fee('LA', 1_100_000)]).toEqual([150_000, 0]);
    expect([fee('OY', 900_000), fee('FC', 1_400_000), fee('KN', 1_400_000), fee('KN', 1_600_000)]).toEqual([
      250_000, 250_000, 250_000, 0,
    ]);
    // Applying it again changes nothing; a shopper cannot.
    expect(
      (await app.request('/api/delivery-zones/example', { method: 'POST', headers: admin() })).status,
    ).toBe(200);
    expect((await config()).zones).toHaveLength(4);
    expect((await app.request('/api/delivery-zones/example', { method: 'POST' })).status).toBe(401);
  });
});
