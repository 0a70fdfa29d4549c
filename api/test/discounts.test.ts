import { randomBytes } from 'node:crypto';
import { discountSchema } from '@ata/core/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiscountEntity, OrderEntity } from '../src/db/entities/index.ts';
import { redeemDiscount } from '../src/discounts/redeem.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const admin = () => ({ Authorization: app.basic.admin });
const weekend = {
  code: ' weekend10 ',
  label: '10% off this weekend',
  kind: 'percent',
  percent: 10,
  startsAt: '2026-11-28T00:00:00+01:00',
  endsAt: '2026-11-30T00:00:00+01:00',
  maxUses: 100,
};

class Refused extends Error {}

/** One checkout using the discount: an order and its redemption in one transaction, rolled back if refused. */
async function checkout(discountId: string, phone: string): Promise<'placed' | string> {
  try {
    await app.orm.em.fork().transactional(async (tx) => {
      const order = tx.create(OrderEntity, {
        customerName: 'Amaka Obi',
        customerEmail: 'amaka@example.ng',
        customerPhone: phone,
        shippingAddress: '7 Allen Avenue, Ikeja',
        items: [],
        totalAmount: '4200.00',
        trackingToken: randomBytes(24).toString('base64url'),
      });
      await tx.flush();
      const refused = await redeemDiscount(tx, { discountId, orderId: order.id, phone, amountKobo: 42_000 });
      if (refused) throw new Refused(refused);
    });
    return 'placed';
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
}

async function makeDiscount(extra: Record<string, unknown>): Promise<string> {
  const response = await app.request('/api/discounts', {
    method: 'POST',
    headers: admin(),
    json: { label: 'Test', kind: 'fixed', amount: 500, ...extra },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('discounts', () => {
  it('are saved as the owner typed them: the code upper-case, amounts in naira, the window as instants', async () => {
    const response = await app.request('/api/discounts', { method: 'POST', headers: admin(), json: weekend });
    expect(response.status).toBe(201);
    const saved = discountSchema.parse(await response.json());
    expect(saved).toMatchObject({
      code: 'WEEKEND10',
      percent: 10,
      amount: null,
      startsAt: '2026-11-27T23:00:00.000Z',
      uses: 0,
      active: true,
    });
    const again = await app.request('/api/discounts', {
      method: 'POST',
      headers: admin(),
      json: { ...weekend, code: 'Weekend10' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ errors: { code: 'Code already exists' } });
  });

  it('refuse a form that would not make sense, naming the field, and store nothing', async () => {
    const before = await app.orm.em.fork().count(DiscountEntity, {});
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ kind: 'percent', percent: null }, { percent: 'Give the percentage' }],
      [{ kind: 'percent', percent: 150 }, { percent: 'At most 100%' }],
      [{ kind: 'fixed', percent: null }, { amount: 'Give the amount' }],
      [{ code: 'no spaces!' }, { code: 'Use 3–40 letters, digits, - or _' }],
      [{ endsAt: '2026-11-27T00:00:00+01:00' }, { endsAt: 'Must end after it starts' }],
      [{ maxUses: 0 }, { maxUses: 'At least 1' }],
    ];
    for (const [change, errors] of cases) {
      const response = await app.request('/api/discounts', {
        method: 'POST',
        headers: admin(),
        json: { ...weekend, code: 'OTHER', ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).errors).toMatchObject(errors);
    }
    expect(await app.orm.em.fork().count(DiscountEntity, {})).toBe(before);
  });

  it('are the owner’s alone: nobody else lists or reads them', async () => {
    expect((await app.request('/api/discounts')).status).toBe(401);
    expect(
      (await app.request('/api/discounts', { headers: { Authorization: app.basic.shopper } })).status,
    ).toBe(403);
  });

  it('50 checkouts at once on a code with 10 uses left: exactly 10 get it', async () => {
    const id = await makeDiscount({ code: 'TEN-LEFT', maxUses: 12 });
    for (const phone of ['+2348030000001', '+2348030000002'])
      expect(await checkout(id, phone)).toBe('placed');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => checkout(id, `+23480310000${String(index).padStart(2, '0')}`)),
    );
    expect(results.filter((result) => result === 'placed')).toHaveLength(10);
    expect(results.filter((result) => result === 'used-up')).toHaveLength(40);
    const saved = await app.orm.em.fork().findOneOrFail(DiscountEntity, { id });
    expect(saved.uses).toBe(12);
    const [redeemed] = await app.orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) from discount_redemption where discount_id = ?', [id]);
    expect(Number(redeemed?.count)).toBe(12);
  });

  it('once per phone holds when the same phone checks out ten times at once', async () => {
    const id = await makeDiscount({ code: 'ONCE-EACH', maxUsesPerPhone: 1 });
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(id, '+2348039999999')));
    expect(results.filter((result) => result === 'placed')).toHaveLength(1);
    expect(await checkout(id, '+2348038888888')).toBe('placed');
  });

  it('a switched-off code is not redeemed', async () => {
    const id = await makeDiscount({ code: 'PAUSED', active: false });
    expect(await checkout(id, '+2348030000003')).toBe('used-up');
  });
});
