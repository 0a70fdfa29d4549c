import { formatKobo, type Kobo, koboToNaira, nairaToKobo, nairaToNearestKobo } from '@ata/core/money';
import type { OrderPayload } from '@ata/core/order';
import type { ProductRow } from '../db/entities/index.ts';
import { conflict } from '../errors.ts';

/** One line of the cart, merged by product, with the index it had in the payload (for error fields). */
export interface WantedLine {
  index: number;
  productId: string;
  name: string;
  clientPrice: number;
  quantity: number;
}

/** What a 409 tells the client about every line: the current name, price and stock. */
export interface CurrentLine {
  productId: string;
  name: string;
  price: number | null;
  stock: number;
}

export function mergeLines(items: OrderPayload['items']): WantedLine[] {
  const byProduct = new Map<string, WantedLine>();
  items.forEach((item, index) => {
    const line = byProduct.get(item.productId);
    if (line) line.quantity += item.quantity;
    else
      byProduct.set(item.productId, {
        index,
        productId: item.productId,
        name: item.name,
        clientPrice: item.price,
        quantity: item.quantity,
      });
  });
  // A fixed lock order (by id) keeps concurrent orders for the same products from deadlocking.
  return [...byProduct.values()].sort((a, b) => a.productId.localeCompare(b.productId));
}

/**
 * Whether a figure the client sent is `kobo`, to the kobo. A client's figure may carry float noise (an older
 * checkout summed naira in floating point), so it is rounded to the kobo; a figure that is no amount is not.
 */
function sameToTheKobo(figure: string | number, kobo: Kobo): boolean {
  try {
    return nairaToNearestKobo(figure) === kobo;
  } catch {
    return false;
  }
}

export function currentLines(lines: WantedLine[], products: Map<string, ProductRow>): CurrentLine[] {
  return lines.map((line) => {
    const product = products.get(line.productId);
    return product
      ? { productId: product.id, name: product.name, price: Number(product.price), stock: product.stock }
      : { productId: line.productId, name: line.name, price: null, stock: 0 };
  });
}

/**
 * Refuses the order (409) when an item is unknown, short of stock, or priced differently from the
 * database, or when the client's total is not the database subtotal.
 */
export function checkOrderable(
  lines: WantedLine[],
  products: Map<string, ProductRow>,
  clientTotal: string,
): void {
  const current = () => ({ items: currentLines(lines, products) });
  const field = (line: WantedLine) => `items.${line.index}`;
  for (const line of lines) {
    if (!products.has(line.productId)) {
      const message = `${line.name} is no longer available`;
      throw conflict(message, { [field(line)]: message }, current());
    }
  }
  for (const line of lines) {
    const product = products.get(line.productId)!;
    if (product.stock < line.quantity) {
      const message =
        product.stock <= 0
          ? `${product.name} is out of stock`
          : `Only ${product.stock} left of ${product.name}`;
      throw conflict(message, { [field(line)]: message }, current());
    }
  }
  let subtotal: Kobo = 0;
  const changed: Record<string, string> = {};
  for (const line of lines) {
    const product = products.get(line.productId)!;
    const price = nairaToKobo(product.price);
    subtotal += price * line.quantity;
    if (!sameToTheKobo(line.clientPrice, price))
      changed[field(line)] = `${product.name} now costs ${formatKobo(price)}`;
  }
  if (Object.keys(changed).length > 0 || !sameToTheKobo(clientTotal, subtotal)) {
    throw conflict(
      `Prices have changed: the total is now ${formatKobo(subtotal)}. Please review your cart.`,
      { ...changed, totalAmount: `The total is now ${formatKobo(subtotal)}` },
      { ...current(), totalAmount: koboToNaira(subtotal) },
    );
  }
}
