import { randomBytes } from 'node:crypto';
import { partnerReportRowSchema } from '@ata/core/partner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderEntity } from '../src/db/entities/index.ts';
import { partnerForRef } from '../src/partners/service.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const admin = () => ({ Authorization: app.basic.admin });

async function addPartner(json: Record<string, unknown>): Promise<string> {
  const response = await app.request('/api/partners', { method: 'POST', headers: admin(), json });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** An order as the checkout leaves it, placed at `at` (UTC) for a partner; returns its id. */
async function order(
  partnerId: string | null,
  at: string,
  payment: { status: string; paidKobo?: number; method?: 'whatsapp' | 'paystack' },
): Promise<string> {
  const em = app.orm.em.fork();
  const created = em.create(OrderEntity, {
    customerName: 'Chidi Okafor',
    customerEmail: 'chidi@example.ng',
    customerPhone: '+2348031234567',
    shippingAddress: '3 Awolowo Road, Ikoyi',
    items: [],
    totalAmount: '5000.00',
    amountDueKobo: 600_000,
    paidAmountKobo: payment.paidKobo ?? null,
    paymentMethod: payment.method ?? null,
    paymentStatus: payment.status,
    partnerId,
    trackingToken: randomBytes(24).toString('base64url'),
    createdAt: new Date(at),
  });
  await em.flush();
  return created.id;
}

/** The owner's status menu (PATCH …/status), as the console sends it. */
async function setStatus(id: string, status: string) {
  const response = await app.request(`/api/orders/${id}/status`, {
    method: 'PATCH',
    headers: admin(),
    json: { status },
  });
  expect(response.status, status).toBe(200);
  return (await response.json()) as {
    paymentStatus: string;
    paidAt: string | null;
    paidAmountKobo: number | null;
  };
}

async function report(from: string, to: string) {
  const response = await app.request(`/api/partners/report?from=${from}&to=${to}`, { headers: admin() });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).map((row) => partnerReportRowSchema.parse(row));
}

describe('partners', () => {
  it('are kept with a lower-case code that must be unique', async () => {
    await addPartner({ name: 'Sisi Jemimah', code: 'SisiJemimah', commissionPercent: 7.5 });
    const again = await app.request('/api/partners', {
      method: 'POST',
      headers: admin(),
      json: { name: 'Copy', code: 'sisijemimah' },
    });
    expect(again.status).toBe(409);
    const bad = await app.request('/api/partners', {
      method: 'POST',
      headers: admin(),
      json: { name: 'Bad', code: 'no spaces', commissionPercent: 120 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      code: 'Use 2–40 letters, digits or -',
      commissionPercent: 'At most 100%',
    });
    expect((await app.request('/api/partners')).status).toBe(401);
  });

  it('a ref finds its partner whatever its case; an unknown or odd one is no partner', async () => {
    const em = app.orm.em.fork();
    expect((await partnerForRef(em, 'SISIJEMIMAH'))?.name).toBe('Sisi Jemimah');
    for (const ref of ['nobody', '', undefined, "x'; drop table partner; --", 'a'.repeat(41)])
      expect(await partnerForRef(em, ref)).toBeNull();
  });

  it('report each partner’s orders and paid revenue for whole Lagos days, matching the orders', async () => {
    const sisi = await addPartner({
      name: 'Lagos Kitchen Blog',
      code: 'lagos-kitchen',
      commissionPercent: 10,
    });
    const plain = await addPartner({ name: 'Abuja Eats', code: 'abuja-eats' });
    // 23:30 UTC on the 26th is 00:30 on the 27th in Lagos: inside a period starting on the 27th.
    await order(sisi, '2026-11-26T23:30:00Z', { status: 'paid', paidKobo: 520_000 });
    await order(sisi, '2026-11-27T12:00:00Z', { status: 'paid' }); // pay on delivery, marked paid
    await order(sisi, '2026-11-28T10:00:00Z', { status: 'unpaid' });
    await order(sisi, '2026-11-28T11:00:00Z', { status: 'refunded', paidKobo: 300_000 });
    // 22:59 UTC on the 26th is 23:59 on the 26th in Lagos: before the period.
    await order(sisi, '2026-11-26T22:59:00Z', { status: 'paid', paidKobo: 999_900 });
    // 23:00 UTC on the 28th is midnight: after a period ending on the 28th.
    await order(plain, '2026-11-28T23:00:00Z', { status: 'paid', paidKobo: 100_000 });
    await order(plain, '2026-11-28T22:00:00Z', { status: 'paid', paidKobo: 250_000 });
    await order(null, '2026-11-27T12:00:00Z', { status: 'paid', paidKobo: 777_700 });

    const response = await app.request('/api/partners/report?from=2026-11-27&to=2026-11-28', {
      headers: admin(),
    });
    expect(response.status).toBe(200);
    const rows = ((await response.json()) as unknown[]).map((row) => partnerReportRowSchema.parse(row));
    expect(rows.find((row) => row.code === 'lagos-kitchen')).toMatchObject({
      orders: 4,
      paidOrders: 2,
      paidRevenue: 11_200,
      commission: 1_120,
    });
    expect(rows.find((row) => row.code === 'abuja-eats')).toMatchObject({
      orders: 1,
      paidOrders: 1,
      paidRevenue: 2_500,
      commission: null,
    });
    expect(rows.find((row) => row.code === 'sisijemimah')).toMatchObject({
      orders: 0,
      paidRevenue: 0,
      commission: 0,
    });

    const backwards = await app.request('/api/partners/report?from=2026-11-28&to=2026-11-27', {
      headers: admin(),
    });
    expect(backwards.status).toBe(400);
  });

  it('count a pay-on-delivery order as paid, with its commission, once the owner marks it paid or delivered', async () => {
    const partner = await addPartner({ name: 'Ofe Owerri Daily', code: 'ofe-owerri', commissionPercent: 5 });
    const at = '2026-12-10T12:00:00Z';
    const paid = await order(partner, at, { status: 'unpaid', method: 'whatsapp' });
    const delivered = await order(partner, at, { status: 'unpaid', method: 'whatsapp' });
    const waiting = await order(partner, at, { status: 'unpaid', method: 'whatsapp' });
    const online = await order(partner, at, { status: 'unpaid', method: 'paystack' });
    const cancelled = await order(partner, at, { status: 'unpaid', method: 'whatsapp' });
    const row = async () => (await report('2026-12-10', '2026-12-10')).find((r) => r.code === 'ofe-owerri');
    expect(await row()).toMatchObject({ orders: 5, paidOrders: 0, paidRevenue: 0, commission: 0 });

    const first = await setStatus(paid, 'paid');
    expect(first).toMatchObject({ paymentStatus: 'paid', paidAmountKobo: 600_000 });
    expect(await row()).toMatchObject({ orders: 5, paidOrders: 1, paidRevenue: 6_000, commission: 300 });

    // Delivered after Paid: counted once, paid when it was first marked, the same amount.
    expect(await setStatus(paid, 'delivered')).toMatchObject({
      paymentStatus: 'paid',
      paidAt: first.paidAt,
      paidAmountKobo: 600_000,
    });
    expect(await setStatus(delivered, 'delivered')).toMatchObject({ paymentStatus: 'paid' });
    await setStatus(waiting, 'shipped');
    // An online order is paid only through Paystack, whatever its status says.
    expect(await setStatus(online, 'delivered')).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    // Cancelled after being marked paid: it earns the partner nothing.
    await setStatus(cancelled, 'paid');
    const cancel = await app.request(`/api/orders/${cancelled}/cancel`, {
      method: 'POST',
      headers: admin(),
      json: { reason: 'Customer refused the parcel' },
    });
    expect(cancel.status).toBe(200);

    expect(await row()).toMatchObject({ orders: 5, paidOrders: 2, paidRevenue: 12_000, commission: 600 });
  });
});
