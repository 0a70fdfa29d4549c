// Apart from the forms' schemas, so a bundle that only names the fields (the partner widget's card) stays small.
/** The forms that change the cart without JavaScript (POST, urlencoded, answered 303). */
export const CART_FORM_PATHS = {
  add: '/cart/add',
  update: '/cart/update',
  remove: '/cart/remove',
} as const;
/** Field names of those forms. */
export const CART_FORM_FIELDS = {
  productId: 'productId',
  quantity: 'quantity',
  returnTo: 'returnTo',
} as const;
