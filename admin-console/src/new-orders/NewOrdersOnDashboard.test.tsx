import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { Dashboard } from '../dashboard/Dashboard.tsx';
import { markOrdersLooked } from './last-looked.ts';
import { NEW_ORDERS_POLL_MS } from './use-new-orders.ts';

const LOOKED = '2026-11-27T08:00:00.000Z';
const order = (id: string, customerName: string, createdAt: string) => ({
  id,
  customerName,
  customerEmail: 'x@example.ng',
  customerPhone: '+2348031234567',
  shippingAddress: 'Lagos',
  items: [],
  totalAmount: 5000,
  status: 'pending',
  paymentMethod: 'paystack',
  paymentStatus: 'unpaid',
  createdAt,
  updatedAt: createdAt,
});
const OLD = order('11111111-0000-4000-8000-000000000001', 'Ngozi Okafor', '2026-11-27T07:00:00.000Z');
const NEW = order('22222222-0000-4000-8000-000000000002', 'Tunde Bakare', '2026-11-27T08:10:00.000Z');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The API as the dashboard sees it before and after a shopper places NEW. */
function shop() {
  const state = { placed: false, orderLists: 0 };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    const list = (name: string, rows: unknown[]) =>
      Response.json(rows, { headers: { 'Content-Range': `${name} 0-${rows.length}/${rows.length}` } });
    if (url.startsWith('/api/orders/new-count'))
      return Response.json(state.placed ? { count: 1, latest: NEW.createdAt } : { count: 0, latest: null });
    if (url.startsWith('/api/orders?')) {
      state.orderLists++;
      return list('orders', state.placed ? [NEW, OLD] : [OLD]);
    }
    if (url.startsWith('/api/products?')) return list('products', []);
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  return state;
}

describe('the dashboard', () => {
  it('shows an order placed since the owner last looked, without a reload', async () => {
    markOrdersLooked(new Date(LOOKED));
    const api = shop();
    renderAdmin(<Dashboard />);
    expect(await screen.findByText(/Ngozi Okafor/)).toBeTruthy();
    expect(screen.queryByText(/since you last looked/)).toBeNull();

    api.placed = true;
    await act(async () => {
      vi.advanceTimersByTime(NEW_ORDERS_POLL_MS);
    });
    const text = await screen.findByText('1 new order since you last looked at Orders');
    const note = text.closest<HTMLElement>('[role="status"]')!;
    expect(within(note).getByRole('link', { name: 'See orders' }).getAttribute('href')).toBe('/admin/orders');
    const latest = await screen.findByRole('link', { name: /Tunde Bakare/ });
    expect(within(latest).getByText('New')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Ngozi Okafor/ })).queryByText('New')).toBeNull();
    await waitFor(() => expect(api.orderLists).toBe(2));
  });
});
