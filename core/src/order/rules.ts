/** An order's life: placed (pending), paid, shipped, delivered. */
export const orderStatuses = ['pending', 'paid', 'shipped', 'delivered'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The order reference shown to customers: the first 8 characters of the id, then '...'. */
export const orderReference = (id: string): string => `${id.slice(0, 8)}...`;

/** The order status options with their colours, plus a default colour for anything else. */
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

/** The admin dashboard lists this many latest orders. */
export const DASHBOARD_LATEST_ORDERS = 5;
