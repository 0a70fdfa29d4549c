import type { RefundRequest } from '@ata/core/payment';
import { messages } from '@ata/core/site';
import { invalid } from '../errors.ts';
import { type RestockLine, restockableLines } from './restock.ts';

/**
 * The lines the owner sends back to stock with a refund, checked against the order before anything is
 * asked of Paystack: each product (or size of it) must be in the order, at most the quantity ordered
 * (400 otherwise). A line naming only a product covers the order's lines of that product, in order.
 */
export function chosenRestock(
  items: readonly { productId?: string; variantId?: string; quantity: number }[],
  chosen: RefundRequest['restock'],
): RestockLine[] {
  const ordered = restockableLines(items);
  const left = new Map(ordered.map((line) => [line, line.quantity]));
  const wanted = new Map<RestockLine, number>();
  const errors: Record<string, string> = {};
  chosen.forEach((line, index) => {
    const candidates = ordered.filter(
      (candidate) =>
        candidate.productId === line.productId && (!line.variantId || candidate.variantId === line.variantId),
    );
    if (candidates.length === 0) {
      errors[`restock.${index}.productId`] = messages.refundLineUnknown;
      return;
    }
    let quantity = line.quantity;
    for (const candidate of candidates) {
      const take = Math.min(quantity, left.get(candidate) ?? 0);
      left.set(candidate, (left.get(candidate) ?? 0) - take);
      wanted.set(candidate, (wanted.get(candidate) ?? 0) + take);
      quantity -= take;
    }
    if (quantity > 0) {
      const limit = candidates.reduce((sum, candidate) => sum + candidate.quantity, 0);
      errors[`restock.${index}.quantity`] = messages.refundLineTooMany(limit);
    }
  });
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
  return [...wanted]
    .filter(([, quantity]) => quantity > 0)
    .map(([line, quantity]) => ({ ...line, quantity }));
}
