import type { RefundRequest } from '@ata/core/payment';
import { messages } from '@ata/core/site';
import { invalid } from '../errors.ts';
import { type RestockLine, restockableLines } from './restock.ts';

/**
 * The lines the owner sends back to stock with a refund, checked against the order before anything is
 * asked of Paystack: each product must be in the order, at most the quantity ordered (400 otherwise).
 */
export function chosenRestock(
  items: readonly { productId?: string; quantity: number }[],
  chosen: RefundRequest['restock'],
): RestockLine[] {
  const ordered = new Map(restockableLines(items).map((line) => [line.productId, line.quantity]));
  const wanted = new Map<string, number>();
  const errors: Record<string, string> = {};
  chosen.forEach((line, index) => {
    const limit = ordered.get(line.productId);
    const total = (wanted.get(line.productId) ?? 0) + line.quantity;
    if (limit === undefined) errors[`restock.${index}.productId`] = messages.refundLineUnknown;
    else if (total > limit) errors[`restock.${index}.quantity`] = messages.refundLineTooMany(limit);
    wanted.set(line.productId, total);
  });
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
  return [...wanted]
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
}
