/**
 * An order's life: placed (pending), confirmed by the owner, paid, shipped, delivered; or it ends
 * cancelled or refunded, which put stock back and so are set only by their own operations.
 */
export const orderStatuses = [
  'pending',
  'confirmed',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** The statuses the owner sets directly (the status menu, PATCH …/status). */
export const settableOrderStatuses = ['pending', 'confirmed', 'paid', 'shipped', 'delivered'] as const;
export type SettableOrderStatus = (typeof settableOrderStatuses)[number];
/** Final: the stock went back (or the owner chose what did); nothing changes the order any more. */
export const isClosedStatus = (status: string) => status === 'cancelled' || status === 'refunded';

/** The order reference shown to customers: the first 8 characters of the id, then '...'. */
export const orderReference = (id: string): string => `${id.slice(0, 8)}...`;

/** The order status options with their colours, plus a default colour for anything else. */
export const orderStatusOptions: readonly { value: OrderStatus; label: string; color: string }[] = [
  { value: 'pending', label: 'Pending', color: 'yellow' },
  { value: 'confirmed', label: 'Confirmed', color: 'teal' },
  { value: 'paid', label: 'Paid', color: 'blue' },
  { value: 'shipped', label: 'Shipped', color: 'purple' },
  { value: 'delivered', label: 'Delivered', color: 'green' },
  { value: 'cancelled', label: 'Cancelled', color: 'red' },
  { value: 'refunded', label: 'Refunded', color: 'orange' },
];
export const DEFAULT_STATUS_COLOR = 'gray';

export const orderStatusOption = (status: string) =>
  orderStatusOptions.find((option) => option.value === status) ?? {
    value: status,
    label: status,
    color: DEFAULT_STATUS_COLOR,
  };

/** The admin dashboard lists this many latest orders. */
export const DASHBOARD_LATEST_ORDERS = 5;
