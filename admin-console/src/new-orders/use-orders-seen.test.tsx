import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render-admin.tsx';
import { markOrdersLooked } from './last-looked.ts';
import { OrdersMenuItem } from './OrdersMenuItem.tsx';
import { NEW_ORDERS_POLL_MS } from './use-new-orders.ts';
import { useOrdersSeen } from './use-orders-seen.ts';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function OrdersScreen() {
  useOrdersSeen();
  return null;
}

describe('opening the Orders list', () => {
  it('clears the badge, and an order arriving while it is open is fetched into the list and counts as seen', async () => {
    markOrdersLooked(new Date('2026-01-01T00:00:00.000Z'));
    const opened = new Date().toISOString();
    const asked: string[] = [];
    let placed = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const since = new URL(String(input), 'http://x').searchParams.get('since')!;
      asked.push(since);
      // Orders placed after `since`: the old ones before the list opened, then one more while it is open.
      const count = since < opened ? 4 : placed;
      return Response.json({ count, latest: null });
    });
    const { queryClient } = renderAdmin(
      <ul>
        <OrdersMenuItem label="Orders" to="/orders" icon={<span />} />
        <OrdersScreen />
      </ul>,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(asked.at(-1)! >= opened).toBe(true));
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toBeTruthy();
    expect(invalidate).not.toHaveBeenCalled();

    placed = 1;
    const before = asked.at(-1)!;
    await act(async () => {
      vi.advanceTimersByTime(NEW_ORDERS_POLL_MS);
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders', 'getList'] }));
    placed = 0;
    await waitFor(() => expect(asked.at(-1)! > before).toBe(true));
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toBeTruthy();
  });
});
