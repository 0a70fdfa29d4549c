import type { OrderStatus } from '../schemas/order.ts';

/** SPEC §9: the order reference is the first 8 characters of the id, then '...'. */
export const orderReference = (id: string): string => `${id.slice(0, 8)}...`;

/** SPEC §2: the cart badge caps at 99+. */
export const cartBadgeLabel = (count: number): string => (count > 99 ? '99+' : String(count));

/** SPEC §3 order status options with their colours, plus a default colour for anything else. */
export const orderStatusOptions: readonly { value: OrderStatus; label: string; color: string }[] = [
  { value: 'pending', label: 'Pending', color: 'yellow' },
  { value: 'paid', label: 'Paid', color: 'blue' },
  { value: 'shipped', label: 'Shipped', color: 'purple' },
  { value: 'delivered', label: 'Delivered', color: 'green' },
];
export const DEFAULT_STATUS_COLOR = 'gray';

export const orderStatusOption = (status: string) =>
  orderStatusOptions.find((option) => option.value === status) ?? {
    value: status,
    label: status,
    color: DEFAULT_STATUS_COLOR,
  };

/** SPEC §9: the dashboard shows the 5 latest orders. */
export const DASHBOARD_LATEST_ORDERS = 5;
