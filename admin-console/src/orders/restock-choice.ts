import type { Order } from '@ata/core/order';
import type { RefundRequest } from '@ata/core/payment';
import { nameWithSize } from '@ata/core/product';

/** Units per order line going back to stock, by line index. */
export type RestockChoice = number[];

/** Before shipping everything is still on the shelf; once shipped, nothing comes back unless the owner says so. */
export const defaultRestock = (order: Pick<Order, 'items' | 'status'>): RestockChoice =>
  order.items.map((item) => (order.status === 'shipped' || order.status === 'delivered' ? 0 : item.quantity));

/** The refund request: lines of products still in the shop with something to put back. */
export function refundRequest(order: Pick<Order, 'items'>, choice: RestockChoice): RefundRequest {
  return {
    restock: order.items.flatMap((item, index) => {
      const quantity = Math.min(Math.max(0, Math.trunc(choice[index] ?? 0)), item.quantity);
      return item.productId && quantity > 0
        ? [{ productId: item.productId, ...(item.variantId && { variantId: item.variantId }), quantity }]
        : [];
    }),
  };
}

/** "Pepper × 2, Rice × 1": what the owner put back in stock with the refund. */
export function restockedText(order: Pick<Order, 'items' | 'restockedItems'>): string {
  const nameOf = (line: { productId: string; variantId?: string }) => {
    const item =
      order.items.find((candidate) => line.variantId && candidate.variantId === line.variantId) ??
      order.items.find((candidate) => candidate.productId === line.productId);
    return item ? nameWithSize(item.name, item.variantLabel) : 'A removed product';
  };
  const lines = (order.restockedItems ?? []).map((line) => `${nameOf(line)} × ${line.quantity}`);
  return lines.length > 0 ? lines.join(', ') : 'Nothing';
}
