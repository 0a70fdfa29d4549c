import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markOrdersLooked } from './last-looked.ts';
import { useNewOrders } from './use-new-orders.ts';

/** react-admin's order lists (the Orders screen, the dashboard's every-order list), not the new-count. */
const ORDER_LISTS = ['orders', 'getList'];

/**
 * The Orders list is open: the owner has seen every order. One that arrives meanwhile is fetched into the
 * list and counts as seen too, so the badge stays clear while she watches the list.
 */
export function useOrdersSeen() {
  const queryClient = useQueryClient();
  const { count, since } = useNewOrders();
  const opened = useRef(new Date().toISOString());
  useEffect(() => markOrdersLooked(), []);
  useEffect(() => {
    // A count from before the list opened is what the list has just loaded.
    if (count === 0 || !since || since < opened.current) return;
    void queryClient.invalidateQueries({ queryKey: ORDER_LISTS });
    markOrdersLooked();
  }, [count, since, queryClient]);
}

/**
 * The dashboard: new orders since the owner last looked; when another arrives its figures and latest orders
 * are fetched again.
 */
export function useNewOrdersOnDashboard() {
  const queryClient = useQueryClient();
  const news = useNewOrders();
  const seen = useRef<string | null>(null);
  const signature = `${news.since}|${news.count}|${news.latest}`;
  useEffect(() => {
    // The first answer is what the dashboard just loaded; only a change is news.
    if (seen.current !== null && seen.current !== signature && news.count > 0)
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS });
    seen.current = signature;
  }, [signature, news.count, queryClient]);
  return news;
}
