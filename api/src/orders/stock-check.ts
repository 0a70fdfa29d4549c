import { formatKobo, type Kobo, koboToNaira, nairaToNearestKobo } from '@ata/core/money';
import type { OrderPayload } from '@ata/core/order';
import { nameWithSize } from '@ata/core/product';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../db/uuid.ts';
import { conflict } from '../errors.ts';

/**
 * One line of the cart, merged by size, with the index it had in the payload (for error fields). A line
 * sent without a size (an API client from before sizes) is its product's default size.
 */
export interface WantedLine {
  index: number;
  productId: string;
  /** The size; unset until `settleLines` when the payload named none. */
  variantId?: string;
  name: string;
  clientPrice: number;
  quantity: number;
}

/** A size as an order reads it from the database: its product's name, its label, price and stock. */
export interface SizeRow {
  variantId: string;
  productId: string;
  name: string;
  label: string;
  priceKobo: Kobo;
  stock: number;
  /** What the price pipeline reads: discounts by category, the delivery's weight surcharge. */
  categoryId: string | null;
  weightGrams: number | null;
}

/** What a 409 tells the client about every line: the current name, price and stock of its size. */
export interface CurrentLine {
  productId: string;
  variantId?: string;
  name: string;
  price: number | null;
  stock: number;
}

/** The key a line is merged and looked up by: its size, or its product (then its default size). */
export const wantedKey = (line: { productId: string; variantId?: string }): string =>
  line.variantId ?? line.productId;

/**
 * A fixed lock order, by product then size: a size's stock UPDATE also updates its product's row (the
 * trigger's total), so concurrent orders take product rows in one order and never deadlock.
 */
const lockOrder = (a: WantedLine, b: WantedLine) =>
  a.productId.localeCompare(b.productId) || wantedKey(a).localeCompare(wantedKey(b));

function merged(lines: WantedLine[]): WantedLine[] {
  const byKey = new Map<string, WantedLine>();
  for (const line of lines) {
    const same = byKey.get(wantedKey(line));
    if (same) same.quantity += line.quantity;
    else byKey.set(wantedKey(line), { ...line });
  }
  return [...byKey.values()].sort(lockOrder);
}

export function mergeLines(items: OrderPayload['items']): WantedLine[] {
  return merged(
    items.map((item, index) => ({
      index,
      productId: item.productId,
      ...(item.variantId !== undefined && { variantId: item.variantId }),
      name: item.name,
      clientPrice: item.price,
      quantity: item.quantity,
    })),
  );
}

/**
 * Reads the sizes the lines name (a line without a size: its product's default size), keyed by
 * `wantedKey`. A size of another product than the line's, or an unknown one, is left out (unavailable).
 */
export async function loadSizes(em: EntityManager, lines: WantedLine[]): Promise<Map<string, SizeRow>> {
  const variantIds = lines.flatMap((line) =>
    line.variantId && isUuid(line.variantId) ? [line.variantId] : [],
  );
  const productIds = lines.flatMap((line) =>
    !line.variantId && isUuid(line.productId) ? [line.productId] : [],
  );
  if (variantIds.length === 0 && productIds.length === 0) return new Map();
  const rows = await em.execute<
    {
      id: string;
      product_id: string;
      name: string;
      label: string;
      price_kobo: string;
      stock: number;
      category_id: string | null;
      weight_grams: number | null;
      key: string;
    }[]
  >(
    `select v.id, v.product_id, p.name, v.label, v.price_kobo, v.stock, p.category_id, v.weight_grams,
            v.id::text as key
       from product_variant v join product p on p.id = v.product_id where v.id = any(?::uuid[])
     union all
     select d.id, d.product_id, p.name, d.label, d.price_kobo, d.stock, p.category_id, d.weight_grams,
            p.id::text as key
       from product p cross join lateral (select * from product_variant v where v.product_id = p.id
                                           order by v.position, v.id limit 1) d
      where p.id = any(?::uuid[])`,
    [`{${variantIds.join(',')}}`, `{${productIds.join(',')}}`],
  );
  const sizes = new Map<string, SizeRow>();
  for (const row of rows)
    sizes.set(row.key, {
      variantId: row.id,
      productId: row.product_id,
      name: row.name,
      label: row.label,
      priceKobo: Number(row.price_kobo),
      stock: row.stock,
      categoryId: row.category_id,
      weightGrams: row.weight_grams,
    });
  for (const line of lines) {
    const size = sizes.get(wantedKey(line));
    if (size && size.productId !== line.productId) sizes.delete(wantedKey(line));
  }
  return sizes;
}

/**
 * Names every line's size (a line without one gets its product's default size) and merges lines that
 * turn out to be the same size; the sizes are then keyed by size id.
 */
export function settleLines(
  lines: WantedLine[],
  sizes: Map<string, SizeRow>,
): { lines: WantedLine[]; sizes: Map<string, SizeRow> } {
  const byVariant = new Map<string, SizeRow>();
  const named = lines.map((line) => {
    const size = sizes.get(wantedKey(line));
    if (!size) return line;
    byVariant.set(size.variantId, size);
    return { ...line, variantId: size.variantId };
  });
  return { lines: merged(named), sizes: byVariant };
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

const sizeName = (size: SizeRow) => nameWithSize(size.name, size.label);

export function currentLines(lines: WantedLine[], sizes: Map<string, SizeRow>): CurrentLine[] {
  return lines.map((line) => {
    const size = sizes.get(wantedKey(line));
    return size
      ? {
          productId: size.productId,
          variantId: size.variantId,
          name: sizeName(size),
          price: koboToNaira(size.priceKobo),
          stock: size.stock,
        }
      : { productId: line.productId, name: line.name, price: null, stock: 0 };
  });
}

/**
 * Refuses the order (409) when an item is unknown, short of stock, or priced differently from the
 * database, or when the client's total is not the database subtotal. `sizes`: keyed by `wantedKey`.
 */
export function checkOrderable(lines: WantedLine[], sizes: Map<string, SizeRow>, clientTotal: string): void {
  const current = () => ({ items: currentLines(lines, sizes) });
  const field = (line: WantedLine) => `items.${line.index}`;
  for (const line of lines) {
    if (!sizes.has(wantedKey(line))) {
      const message = `${line.name} is no longer available`;
      throw conflict(message, { [field(line)]: message }, current());
    }
  }
  for (const line of lines) {
    const size = sizes.get(wantedKey(line))!;
    if (size.stock < line.quantity) {
      const message =
        size.stock <= 0
          ? `${sizeName(size)} is out of stock`
          : `Only ${size.stock} left of ${sizeName(size)}`;
      throw conflict(message, { [field(line)]: message }, current());
    }
  }
  let subtotal: Kobo = 0;
  const changed: Record<string, string> = {};
  for (const line of lines) {
    const size = sizes.get(wantedKey(line))!;
    subtotal += size.priceKobo * line.quantity;
    if (!sameToTheKobo(line.clientPrice, size.priceKobo))
      changed[field(line)] = `${sizeName(size)} now costs ${formatKobo(size.priceKobo)}`;
  }
  if (Object.keys(changed).length > 0 || !sameToTheKobo(clientTotal, subtotal)) {
    throw conflict(
      `Prices have changed: the total is now ${formatKobo(subtotal)}. Please review your cart.`,
      { ...changed, totalAmount: `The total is now ${formatKobo(subtotal)}` },
      { ...current(), totalAmount: koboToNaira(subtotal) },
    );
  }
}
