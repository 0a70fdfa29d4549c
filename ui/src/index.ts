// @ata/ui — shared by the shell and every micro-frontend (bundled into each: keep it small).
// Styles: import '@ata/ui/tokens.css' once per app (tokens + the `ui-*` primitive classes).
export { CartProvider, useAddToCart, useCart } from './cart/cart-context.tsx';
export { QuantityStepper, type QuantityStepperProps } from './cart/QuantityStepper.tsx';
export { Dialog, type DialogProps, DialogTitle } from './dialog/Dialog.tsx';
export { useModal } from './dialog/use-modal.ts';
export { reactLifecycles } from './lifecycles.tsx';
export { isPlainClick, Link, type LinkProps, navigate } from './link.tsx';
export { preloadable } from './preloadable.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClass,
} from './primitives/Button.tsx';
export { Chip } from './primitives/Chip.tsx';
export { Spinner, type SpinnerProps } from './primitives/Spinner.tsx';
export { Stars, type StarsProps } from './primitives/Stars.tsx';
export {
  createQueryClient,
  MalformedAnswerError,
  retryUnlessClientError,
} from './query/client.ts';
export { settingsQuery, useSettings } from './query/settings.ts';
export {
  blogHref,
  type CurrentLocation,
  isActiveLink,
  matchRoute,
  onRouteChange,
  type PublicRoute,
  postHref,
  productHref,
  type RouteMatch,
  ServerLocationContext,
  shopHref,
  useLocation,
  usePathname,
} from './routing/index.ts';
export { onToast, type ToastOptions, type ToastVariant, toast } from './toast/bus.ts';
export { useDocumentMeta } from './use-document-meta.ts';
