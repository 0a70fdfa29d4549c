/** The cart and checkout charge ₦1,000 delivery up to ₦5,000; above that it is free. */
export const FREE_DELIVERY_THRESHOLD = 5_000;
export const DELIVERY_FEE = 1_000;
/** The home hero's marketing claim — deliberately different from the cart's rule. */
export const HERO_FREE_SHIPPING_THRESHOLD = 15_000;

export const deliveryFee = (subtotal: number): number =>
  subtotal > FREE_DELIVERY_THRESHOLD ? 0 : DELIVERY_FEE;

/** For display only: the order payload carries the subtotal. */
export const orderTotal = (subtotal: number): number => subtotal + deliveryFee(subtotal);
