import { nairaToKobo } from '../money/kobo.ts';
import { numberSetting, type SettingKey } from '../settings/rules.ts';

/** The owner's limits on orders, read from the settings (tab Orders). */
export interface OrderLimits {
  maxLineQuantity: number;
  /** Largest amount due (delivery included) of an order paid on delivery. */
  maxUnpaidKobo: number;
  confirmHours: number;
  /** Share (0–1] of a product's stock one address or phone may reserve within the window. */
  hoardShare: number;
  hoardWindowMinutes: number;
}

export function orderLimits(settings: Partial<Record<SettingKey, string>>): OrderLimits {
  return {
    maxLineQuantity: numberSetting(settings, 'order_max_line_quantity'),
    maxUnpaidKobo: nairaToKobo(numberSetting(settings, 'order_max_unpaid_naira')),
    confirmHours: numberSetting(settings, 'order_confirm_hours'),
    hoardShare: numberSetting(settings, 'order_hoard_percent') / 100,
    hoardWindowMinutes: numberSetting(settings, 'order_hoard_window_minutes'),
  };
}

/** Every method but online payment leaves the order unpaid until delivery (WhatsApp, or none given). */
export const isPayOnDelivery = (method: string | null | undefined) => method !== 'paystack';

/**
 * How many units of a product one address or phone may hold within the window, out of `stockBefore`
 * (the stock plus what their orders in the window hold), rounded up.
 */
export const hoardAllowance = (stockBefore: number, share: number) => Math.ceil(stockBefore * share);

/** Pay on delivery, still pending, placed more than `confirmHours` before `now`. */
export function isUnconfirmedOverdue(
  order: { status: string; paymentMethod: string | null | undefined; createdAt: Date },
  now: Date,
  confirmHours: number,
): boolean {
  return (
    order.status === 'pending' &&
    isPayOnDelivery(order.paymentMethod) &&
    now.getTime() - order.createdAt.getTime() >= confirmHours * 3_600_000
  );
}
