import { z } from 'zod/mini';
import { checked } from '../validation/schema.ts';
import { CART_LINES_MAX } from './names.ts';

/**
 * The cart link: `/cart/add?items=slug:size:qty,…&ref=…&code=…&to=checkout`. It works from anywhere (a
 * partner's embed, a plain link, a QR code), with or without JavaScript: the shop adds the lines to the
 * shopper's server cart and answers with a redirect to the cart (or the checkout). Prices are always the shop's.
 */
export const CART_LINK_PATH = '/cart/add';

/** Most of one item a link can ask for (a link is a shopping list, not a wholesale order). */
export const CART_LINK_QUANTITY_MAX = 999;

/**
 * A size as a link names it: its label, lower-case, without spaces or punctuation ("250 g" → "250g",
 * "1 kg" → "1kg", "Standard" → "standard"). The same function reads a link and writes one.
 */
export const sizeToken = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]/g, '');

const SLUG = '[a-z0-9][a-z0-9-]{0,199}';
const SIZE = '[a-z0-9]{0,40}';
const QTY = '[1-9][0-9]{0,2}';
/** One item: `slug:qty` (the default size) or `slug:size:qty`. */
const ITEM = new RegExp(`^(${SLUG})(?::(${SIZE}))?:(${QTY})$`);

export interface CartLinkItem {
  slug: string;
  /** A size token (see sizeToken); empty: the product's default size. */
  size: string;
  quantity: number;
}

/** `items=`: comma-separated, at most a cart's lines; refused whole when one item is malformed. */
export const cartLinkItemsSchema = z.pipe(
  checked(
    z.string('List the items as slug:size:quantity'),
    z.maxLength(CART_LINES_MAX * 260, 'Too many items in one link'),
  ),
  z.transform((text, context): CartLinkItem[] => {
    const parts = text.toLowerCase().split(',');
    const items: CartLinkItem[] = [];
    for (const part of parts) {
      const match = ITEM.exec(part.trim());
      if (!match) {
        context.issues.push({ code: 'custom', message: `Not an item: ${part.slice(0, 60)}`, input: text });
        return [];
      }
      items.push({ slug: match[1]!, size: match[2] ?? '', quantity: Number(match[3]) });
    }
    if (items.length > CART_LINES_MAX)
      context.issues.push({ code: 'custom', message: 'Too many items in one link', input: text });
    return items;
  }),
);

/** Where the link lands after adding: the cart (default) or straight to the checkout ("Buy now"). */
export const cartLinkTargetSchema = z._default(z.enum(['cart', 'checkout']), 'cart');

/** Builds a cart link on a shop's origin; the embeds and the admin's link builder use this. */
export function cartLinkUrl(
  shop: string,
  items: readonly { slug: string; size?: string; quantity: number }[],
  options: { ref?: string; code?: string; to?: 'cart' | 'checkout' } = {},
): string {
  const url = new URL(CART_LINK_PATH, shop);
  const list = items.map((item) =>
    item.size ? `${item.slug}:${sizeToken(item.size)}:${item.quantity}` : `${item.slug}:${item.quantity}`,
  );
  url.searchParams.set('items', list.join(','));
  if (options.ref) url.searchParams.set('ref', options.ref);
  if (options.code) url.searchParams.set('code', options.code);
  if (options.to === 'checkout') url.searchParams.set('to', 'checkout');
  return url.href;
}
