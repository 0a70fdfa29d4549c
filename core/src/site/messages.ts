/** Every user-facing message, defined once. Toasts are `{ title, description }`. */
export interface ToastText {
  title: string;
  description: string;
}

const error = (description: string): ToastText => ({ title: 'Error', description });
const failed = (action: string) => (message: string) => `Failed to ${action}: ${message}`;

export const ADDED_TO_CART_DURATION_MS = 3_000;
/** The link an add-to-cart toast offers. */
export const VIEW_CART_ACTION = { label: 'View cart', href: '/cart' } as const;
export const TOAST_DURATION_MS = 5_000;

export const messages = {
  // Storefront
  addToCartFailed: error('Failed to add item to cart'),
  addedToCart: (productName: string): ToastText => ({
    title: 'Added to cart',
    description: `${productName} has been added to your cart.`,
  }),
  /** Adding stopped at the stock (the cart already held some, or the shopper asked for more). */
  cartHoldsAllStock: (productName: string, stock: number): ToastText => ({
    title: `Only ${stock} left`,
    description: `Your cart now has all ${stock} of ${productName}.`,
  }),
  cartOutsideProvider: 'useCart must be used within a CartProvider',
  /** The server cart's notices (no-JavaScript cart page, and the cart read after a change of stock). */
  cartLineAdded: (productName: string) => `${productName} has been added to your cart.`,
  cartLineRemoved: (productName: string) => `${productName} was removed from your cart.`,
  cartLineUpdated: (productName: string, quantity: number) => `${productName}: quantity set to ${quantity}.`,
  cartLineSoldOut: (productName: string) => `${productName} is out of stock and was removed from your cart.`,
  cartLineGone: (productName: string) =>
    `${productName} is no longer available and was removed from your cart.`,
  cartLineCapped: (productName: string, stock: number, wanted: number) =>
    `Only ${stock} of ${productName} left: your quantity was reduced from ${wanted} to ${stock}.`,
  cartProductSoldOut: (productName: string) => `${productName} is out of stock.`,
  cartFull: (max: number) => `Your cart holds at most ${max} different products.`,
  cartProductNotFound: 'Product not found',
  /** The cart link (`/cart/add?items=…`, api/src/cart/cart-link.ts): what it added, and each item it did not. */
  cartLinkAdded: (lines: number) =>
    lines === 0
      ? 'Nothing from the link could be added to your cart.'
      : `${lines === 1 ? '1 item' : `${lines} items`} from the link ${lines === 1 ? 'was' : 'were'} added to your cart.`,
  cartLinkProblemsTitle: 'Not added as the link asked:',
  cartLinkUnreadable: 'This cart link could not be read, so nothing was added.',
  cartLinkUnknown: (slug: string) => `"${slug}" is not sold in this shop: not added.`,
  cartLinkNoSize: (productName: string, size: string) =>
    `${productName} is not sold in the size "${size}": not added.`,
  cartLinkSoldOut: (productName: string) => `${productName} is out of stock: not added.`,
  cartLinkCapped: (productName: string, stock: number, wanted: number) =>
    `Only ${stock} of ${productName} in stock: your cart has ${stock}, not ${wanted}.`,
  cartLinkFull: (productName: string, max: number) =>
    `${productName}: your cart holds at most ${max} different products: not added.`,
  cartNotSaved: 'Your cart could not be saved. Please try again.',
  invalidNewsletterEmail: { title: 'Invalid email', description: 'Please enter a valid email address' },
  newsletterSubscribed: { title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.' },
  productNotFound: {
    title: 'Product Not Found',
    description: "The product you're looking for might have been removed or doesn't exist.",
  },
  productRouteNotFound: 'Product not found',
  noProductsFound: 'No products found',
  emptyCartAtCheckout: error('Your cart is empty'),
  orderFailed: error('Failed to place your order. Please try again.'),
  checkoutFailed: error('There was a problem processing your order. Please try again.'),
  /** Checkout sent with no connection: nothing left the phone, and the form keeps what was typed. */
  checkoutOffline:
    "You're offline — your order has not been sent. Everything you typed is kept: place it again when you're back online.",
  /** The connection dropped while the order was on its way: it is sent again on reconnection (same key). */
  checkoutWaitingForNetwork: "You're offline — we'll place your order when you're back.",
  /** The storefront's banner while offline or showing pages this phone saved (shell/src/offline/). */
  offlineBanner: "You're offline — showing what this phone saved",
  /** A part of a page that could not be shown (ui/src/region-error/): offline, or its code failed. */
  regionOffline: {
    title: "You're offline",
    description: "This page isn't saved on this phone yet. Pages you have opened before still work.",
  },
  regionFailed: {
    title: 'This part of the page could not be shown',
    description: 'Something went wrong while showing it. Reloading the page usually helps.',
  },
  regionRetry: 'Try again',
  orderSentChat: {
    title: 'Order Sent',
    description: "Your order has been sent via WhatsApp. We'll contact you soon!",
  },
  orderPlaced: { title: 'Order Placed', description: 'Your order has been placed successfully!' },
  /** The checkout's payment choice is missing or not one the shop offers (a form posted without JavaScript). */
  choosePayment: 'Choose a way to pay',
  /** Above a checkout the server refused: the same messages as next to each field. */
  checkoutErrorsTitle: 'Please check your details',
  /** The tracking page just after an online payment came back verified. */
  paymentReceived: 'Payment received',
  /** The tracking page after an online payment that is not (yet) confirmed. */
  paymentNotConfirmed:
    'We have not received confirmation of your payment yet. Your order is kept: you can pay again from the checkout, or we will contact you.',
  contactSent: {
    title: 'Message Sent',
    description: 'Thank you for your message. We will get back to you soon.',
  },
  rootElementMissing: 'Root element not found',

  // Order limits (server answers and the storefront's stepper)
  lineQuantityOverMax: (productName: string, max: number) =>
    `You can order at most ${max} of ${productName} at a time`,
  perOrderLimit: (max: number) => `At most ${max} per order`,
  orderRefusedTitle: 'We could not place this order',
  tooManyOrders: 'Too many orders from this address, please try again shortly',
  /** `limit` is already formatted as naira. */
  unpaidOrderTooLarge: (limit: string) =>
    `Orders paid on delivery can be at most ${limit}. Please pay online, or contact us for a larger order.`,
  stockHoarding: (productName: string) =>
    `Too much of ${productName} was ordered from this address or phone number recently. Please try again later or contact us.`,
  settingOutOfRange: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
  settingOnOff: 'Choose on or off',
  settingTime: 'Enter a time like 18:00, or leave it blank for none',
  // Cancelling and refunding (server answers)
  cancelReasonRequired: 'Say why the order is cancelled',
  cancelShipped: 'A shipped or delivered order cannot be cancelled',
  cancelPaid: "Refund this order's payment first; the refund can put its stock back",
  orderClosed: (status: string) => `This order is ${status} and can no longer change`,
  orderWasCancelled: 'This order was cancelled',
  onlinePaymentOff: 'Online payment is switched off. Please choose another way to pay.',
  refundLineUnknown: 'This product is not in the order',
  refundLineTooMany: (ordered: number) => `At most ${ordered} can go back to stock (the quantity ordered)`,

  // Admin
  loginFailed: { title: 'Login Failed', description: 'Invalid username or password' },
  accessDenied: { title: 'Access Denied', description: 'You do not have admin privileges' },
  loginSuccess: { title: 'Login Successful', description: 'Welcome to the admin dashboard' },
  authRequired: { title: 'Authentication required', description: 'Please log in to access the admin area' },
  loggedOut: { title: 'Logged out', description: 'You have been logged out successfully' },
  logoutFailed: error('Failed to log out'),
  productCreateFailed: failed('create product'),
  productUpdateFailed: failed('update product'),
  productDeleteFailed: failed('delete product'),
  categoryCreateFailed: failed('create category'),
  categoryUpdateFailed: failed('update category'),
  categoryDeleteFailed: failed('delete category'),
  orderStatusFailed: failed('update order status'),
  refundFailed: failed('refund the payment'),
  cancelFailed: failed('cancel the order'),
  resendFailed: failed('resend the message'),
  messageResent: 'Message queued again',
  orderCancelled: 'Order Cancelled',
  /** The order list's flag on a pay-on-delivery order left unconfirmed past the owner's setting. */
  unconfirmedFlag: (hoursWaiting: number) => `Unconfirmed for ${hoursWaiting} h`,
  unconfirmedOrders: (count: number) =>
    `${count} pay-on-delivery ${count === 1 ? 'order is' : 'orders are'} still waiting for your confirmation`,
  cancelDialogTitle: (reference: string) => `Cancel order ${reference}?`,
  cancelDialogText: 'Its items go back in stock. Say why; the reason is kept with the order.',
  settingsFailed: failed('update settings'),
  /** The delivery zones', pickup points' and discounts' screens: `failed('save', 'delivery zone')`. */
  recordSaveFailed: (noun: string) => failed(`save the ${noun}`),
  recordDeleteFailed: (noun: string) => failed(`delete the ${noun}`),
  recordDeleted: (noun: string) => `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted`,
  blogDeleteFailed: failed('delete blog post'),
  blogCreateFailed: failed('create blog post'),
  blogUpdateFailed: failed('update blog post'),
  blogIdRequired: 'Blog post ID is required',
  blogLoadFailed: 'Failed to load blog post. Please try again.',
  blogEditLoadError: 'Error loading blog post. Please try again.',
  blogListFailed: 'Error loading blog posts. Please try again.',
  productDeleted: 'Product Deleted',
  categoryDeleted: 'Category Deleted',
  statusUpdated: 'Status Updated',
  paymentRefunded: 'Payment Refunded',
  settingsUpdated: 'Settings Updated',
  blogDeleted: 'Blog post deleted',
  saved: 'Success',
  blogCreated: { title: 'Blog post created!', description: 'Your blog post has been created successfully' },
  blogUpdated: { title: 'Blog post updated!', description: 'Your blog post has been updated successfully' },
} as const;
