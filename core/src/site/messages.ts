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
  orderSentChat: {
    title: 'Order Sent',
    description: "Your order has been sent via WhatsApp. We'll contact you soon!",
  },
  orderPlaced: { title: 'Order Placed', description: 'Your order has been placed successfully!' },
  contactSent: {
    title: 'Message Sent',
    description: 'Thank you for your message. We will get back to you soon.',
  },
  rootElementMissing: 'Root element not found',

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
  settingsFailed: failed('update settings'),
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
