import { formatKobo } from '@ata/core/money';
import { type OrderLimits, orderLimits } from '@ata/core/order';
import { type SettingKey, settingKeys } from '@ata/core/settings';
import { messages } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SettingEntity } from '../db/entities/index.ts';
import { conflict, invalid } from '../errors.ts';
import type { WantedLine } from './stock-check.ts';

const ORDER_KEYS = settingKeys.filter((key) => key.startsWith('order_'));

/** The owner's current order limits (tab Orders of the settings); unset or malformed values are defaults. */
export async function loadOrderLimits(em: EntityManager): Promise<OrderLimits> {
  const rows = await em.fork().find(SettingEntity, { key: { $in: ORDER_KEYS } });
  return orderLimits(Object.fromEntries(rows.map((row) => [row.key as SettingKey, row.value])));
}

/** 400 when a product's merged quantity is over the owner's maximum per line; the field names the line. */
export function checkLineQuantities(lines: WantedLine[], max: number): void {
  const errors: Record<string, string> = {};
  for (const line of lines)
    if (line.quantity > max)
      errors[`items.${line.index}.quantity`] = messages.lineQuantityOverMax(line.name, max);
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
}

const unpaidTooLarge = (limits: OrderLimits) =>
  messages.unpaidOrderTooLarge(formatKobo(limits.maxUnpaidKobo));

/** 400 for a new pay-on-delivery order above the owner's limit (an online order pays first). */
export function checkUnpaidValue(dueKobo: number, limits: OrderLimits): void {
  if (dueKobo > limits.maxUnpaidKobo)
    throw invalid(unpaidTooLarge(limits), { paymentMethod: unpaidTooLarge(limits) });
}

/** 409 when an existing online order may not become pay on delivery because of its value. */
export function refuseUnpaidSwitch(dueKobo: number, limits: OrderLimits): void {
  if (dueKobo > limits.maxUnpaidKobo) throw conflict(unpaidTooLarge(limits));
}
