// The cart's names and limits: the API's paths, the no-JavaScript forms' paths and fields, the query key, the
// cookie. Plain values, apart from the schemas (server-cart.ts, schema.ts), so that the storefront's first
// scripts (the cart store, the add-to-cart forms) use them without loading zod (#27).

/** Most of one product in one order line (merged lines stay far below the stock column's integer range). */
export const QUANTITY_MAX = 1_000_000;

/** Most lines one cart holds (and one merge of the browser's old cart sends). */
export const CART_LINES_MAX = 100;
/** The cart cookie: a random id, httpOnly, SameSite=Lax, renewed on every write. */
export const CART_COOKIE = 'ata_cart';
/** The BroadcastChannel on which a tab tells this browser's others the cart's lines (CartItem[]) after each answer. */
export const CART_TABS_CHANNEL = 'ata_cart';
/** A cart idle this long is deleted (the cookie lives as long). */
export const CART_TTL_DAYS = 30;
export const CART_TTL_MS = CART_TTL_DAYS * 24 * 60 * 60 * 1000;

/** The query parameter (any storefront link) and form field (`/cart/add`) that bring a discount code. */
export const CART_CODE_PARAM = 'code';

/** `PUT` here: the state the cart delivers to (cartDestinationSchema). */
export const CART_DESTINATION_PATH = '/api/cart/destination';

/** The query key the server render fills and the cart app and header read. */
export const CART_QUERY_KEY = ['cart'] as const;
export const CART_API_PATH = '/api/cart';

/** The forms that change the cart without JavaScript (POST, urlencoded, answered 303). */
export const CART_FORM_PATHS = {
  add: '/cart/add',
  update: '/cart/update',
  remove: '/cart/remove',
  destination: '/cart/destination',
} as const;
/** Field names of those forms. */
export const CART_FORM_FIELDS = {
  productId: 'productId',
  variantId: 'variantId',
  quantity: 'quantity',
  returnTo: 'returnTo',
} as const;
