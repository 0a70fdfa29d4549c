import { focusManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { markOrdersLooked } from './last-looked.ts';
import { OrdersMenuItem } from './OrdersMenuItem.tsx';
import { NEW_ORDERS_POLL_MS } from './use-new-orders.ts';

const LOOKED = '2026-11-27T08:00:00.000Z';

beforeEach(() => {
  localStorage.clear();
  // Only the poll's interval is faked: React Query's and testing-library's own timeouts run for real.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  focusManager.setFocused(undefined);
});

/** Answers the new-count poll with the counts given, one per ask (the last one repeats). */
function answerCounts(...counts: number[]) {
  let asked = 0;
  const calls = mockFetch({});
  const fetchStub = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!url.startsWith('/api/orders/new-count')) return fetchStub(input, init);
    calls.push({ url, method: 'GET', body: undefined, credentials: init?.credentials });
    const count = counts[Math.min(asked++, counts.length - 1)] ?? 0;
    return Response.json({ count, latest: count ? '2026-11-27T08:05:00.000Z' : null });
  });
  return calls;
}

const renderItem = () =>
  renderAdmin(
    <ul>
      <OrdersMenuItem label="Orders" to="/orders" icon={<span />} />
    </ul>,
  );

const tick = () =>
  act(async () => {
    vi.advanceTimersByTime(NEW_ORDERS_POLL_MS);
  });

describe('the Orders menu item', () => {
  it('asks every 30 s for orders since the owner last looked and says how many in its name', async () => {
    markOrdersLooked(new Date(LOOKED));
    const calls = answerCounts(0, 3);
    renderItem();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.url).toBe(`/api/orders/new-count?since=${encodeURIComponent(LOOKED)}`);
    expect(screen.getByRole('menuitem', { name: 'Orders' })).toBeTruthy();

    await tick();
    const item = await screen.findByRole('menuitem', { name: 'Orders 3 new' });
    expect(item.textContent).toBe('Orders 3 new');
    expect(item.getAttribute('href')).toBe('/admin/orders');
    expect(calls).toHaveLength(2);
  });

  it('does not ask while the tab is hidden, and asks again when it shows', async () => {
    markOrdersLooked(new Date(LOOKED));
    const calls = answerCounts(0);
    renderItem();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => focusManager.setFocused(false));
    await tick();
    await tick();
    expect(calls).toHaveLength(1);
    // Shown again: it asks at once, then every 30 s.
    await act(async () => focusManager.setFocused(true));
    await waitFor(() => expect(calls).toHaveLength(2));
    await tick();
    await waitFor(() => expect(calls).toHaveLength(3));
  });

  it('counts from now the first time, and starts again when the owner opens the Orders list', async () => {
    const calls = answerCounts(2, 0);
    renderItem();
    await waitFor(() => expect(calls).toHaveLength(1));
    const since = new URL(calls[0]!.url, 'http://x').searchParams.get('since')!;
    expect(Math.abs(Date.parse(since) - Date.now())).toBeLessThan(5_000);
    expect(await screen.findByRole('menuitem', { name: 'Orders 2 new' })).toBeTruthy();

    await act(async () => markOrdersLooked(new Date('2026-11-27T09:00:00.000Z')));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toContain(encodeURIComponent('2026-11-27T09:00:00.000Z'));
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toBeTruthy();
  });
});
