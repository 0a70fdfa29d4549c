import { z } from 'zod/mini';
import { STATE_CODES } from '../pricing/states.ts';
import { checked, textBounds, uuidSchema } from '../validation/schema.ts';
import { CART_LINES_MAX, QUANTITY_MAX } from './names.ts';
import { cartItemSchema } from './schema.ts';

/** A cart id: 128 random bits in base64url (22 characters). Anything else is no cart. */
export const cartIdSchema = checked(z.string(), z.regex(/^[A-Za-z0-9_-]{22}$/));

const quantity = (min: number) =>
  checked(
    z.int('Quantity must be a whole number'),
    z.gte(min, `Quantity must be at least ${min}`),
    z.lte(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`),
  );

/** `POST /api/cart/lines`: add this many of a product (merged with its line, capped at the stock). */
export const cartAddSchema = z.object({
  productId: uuidSchema,
  /** The size; absent: the product's default size. */
  variantId: z.optional(uuidSchema),
  quantity: quantity(1),
});
export type CartAdd = z.infer<typeof cartAddSchema>;

/** `PUT /api/cart/lines/:productId`: the line's new quantity (0 removes it). */
export const cartSetSchema = z.object({ quantity: quantity(0) });

/**
 * `PUT /api/cart/lines`: several lines' quantities at once (0 removes), as one change. A page being left sends
 * what its waiting changes lead to this way, in one request that cannot race another.
 */
export const cartSetLinesSchema = z.object({
  lines: checked(
    z.array(z.object({ key: uuidSchema, quantity: quantity(0) })),
    z.minLength(1, 'At least one line'),
    z.maxLength(CART_LINES_MAX, `At most ${CART_LINES_MAX} lines`),
  ),
});

/** `POST /api/cart/merge`: the browser's old localStorage cart, added once (unknown products are skipped). */
export const cartMergeSchema = z.object({
  items: checked(
    z.array(
      z.object({
        productId: checked(z.string(), z.minLength(1), ...textBounds(100)),
        variantId: z.optional(checked(z.string(), z.minLength(1), ...textBounds(100))),
        quantity: quantity(1),
      }),
    ),
    z.maxLength(CART_LINES_MAX, `At most ${CART_LINES_MAX} lines`),
  ),
  /**
   * Names this old cart (the browser derives it from the cart's lines): the cart remembers the last one it
   * merged, and the same id again adds nothing (a page left before the answer came sends it again).
   * Without one (a page from an older build), every merge adds.
   */
  mergeId: z.optional(checked(z.string(), z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a merge id'))),
});
export type CartMerge = z.infer<typeof cartMergeSchema>;

const noticeText = checked(z.string(), ...textBounds(500));
/**
 * Plain sentences for the shopper: `messages`, what the last form post did ("… has been added to your
 * cart."); `changes`, what the shop changed since (a line brought down to the stock, a sold-out one removed).
 */
export const cartNoticeSchema = z.object({
  messages: checked(z.array(noticeText), z.maxLength(1)),
  changes: z.optional(checked(z.array(noticeText), z.maxLength(CART_LINES_MAX))),
  /** A cart link's items that were not added as asked (unknown, no such size, sold out, capped at stock). */
  problems: z.optional(checked(z.array(noticeText), z.maxLength(CART_LINES_MAX))),
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

const fieldMap = checked(
  z.record(checked(z.string(), ...textBounds(50)), checked(z.string(), ...textBounds(2000, true))),
  z.refine((fields) => Object.keys(fields).length <= 30, 'At most 30 fields'),
);
/** The no-JavaScript checkout's submitted values and field errors, shown once on /checkout. */
export const checkoutDraftSchema = z.object({ values: fieldMap, errors: fieldMap });
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

/** A code as a link brings it: 1–40 letters, digits, - or _ (kept upper-case; unknown codes are said at checkout). */
export const cartCodeParamSchema = checked(z.string(), z.trim(), z.regex(/^[A-Za-z0-9_-]{1,40}$/));

/** `GET /api/cart` and the answer of every cart write: lines built from the products as they are now. */
export const serverCartSchema = z.object({
  items: checked(z.array(cartItemSchema), z.maxLength(CART_LINES_MAX)),
  notice: z.optional(cartNoticeSchema),
  checkout: z.optional(checkoutDraftSchema),
  /** The discount code the cart keeps (a `?code=` link, or typed at the checkout). */
  code: z.optional(checked(z.string(), z.maxLength(40))),
  /** The state the cart delivers to (chosen on the cart page, ISO code): its delivery fee is shown. */
  state: z.optional(z.enum(STATE_CODES)),
});
export type ServerCart = z.infer<typeof serverCartSchema>;

/** A state, or empty to forget it (the cart goes back to "Delivery from ₦X"). */
const destinationState = z.union([z.literal(''), z.enum(STATE_CODES, 'Choose your state')]);
/** `PUT /api/cart/destination`: the state the cart delivers to. */
export const cartDestinationSchema = z.object({ state: destinationState });

/** A form's typed quantity: whole digits only (1–7 of them); an empty or missing field is `fallback`. */
const formQuantity = (fallback: number) =>
  z.pipe(
    z.optional(checked(z.string(), z.maxLength(7), z.regex(/^\d*$/, 'Quantity must be a whole number'))),
    z.transform((typed) => (typed === undefined || typed === '' ? fallback : Number(typed))),
  );

/** A form's size field: a size id, or empty/absent for the product's default size. */
const formVariant = z.pipe(
  z.optional(z.union([z.literal(''), uuidSchema])),
  z.transform((value) => (value ? value : undefined)),
);

/** `POST /cart/add` fields (quantity defaults to 1; `returnTo` is checked by `sameSitePath`). */
export const cartAddFormSchema = z.object({
  productId: uuidSchema,
  /** The chosen size (the product page's radio group); empty or absent: the default size. */
  variantId: formVariant,
  code: z.optional(z.union([z.literal(''), cartCodeParamSchema])),
  quantity: z.pipe(formQuantity(1), quantity(1)),
  returnTo: z.optional(checked(z.string(), ...textBounds(500))),
});
/** `POST /cart/update`: the line's new quantity (0 removes it). */
export const cartUpdateFormSchema = z.object({
  productId: uuidSchema,
  variantId: formVariant,
  quantity: z.pipe(formQuantity(1), quantity(0)),
  returnTo: z.optional(checked(z.string(), ...textBounds(500))),
});
/** `POST /cart/destination`: the cart page's "Deliver to" state, without JavaScript. */
export const cartDestinationFormSchema = z.object({
  state: destinationState,
  returnTo: z.optional(checked(z.string(), ...textBounds(500))),
});
/** `POST /cart/remove`. */
export const cartRemoveFormSchema = z.object({
  productId: uuidSchema,
  variantId: formVariant,
  returnTo: z.optional(checked(z.string(), ...textBounds(500))),
});

/** A path on this site to go back to after a form post; anything else (another site, `//host`, `\\`) is `/cart`. */
export function sameSitePath(returnTo: string | undefined, fallback = '/cart'): string {
  if (!returnTo?.startsWith('/') || returnTo.startsWith('//') || /[\\\s]/.test(returnTo)) return fallback;
  try {
    const url = new URL(returnTo, 'http://same.site');
    return url.origin === 'http://same.site' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
