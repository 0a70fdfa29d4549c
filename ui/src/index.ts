// @ata/ui — shared by the shell and every micro-frontend (bundled into each: keep it small).
// Styles: import '@ata/ui/tokens.css' once per app (tokens + the `ui-*` primitive classes).
export { Dialog, type DialogProps, DialogTitle } from './dialog/Dialog.tsx';
export { useModal } from './dialog/use-modal.ts';
export { reactLifecycles } from './lifecycles.tsx';
export { isPlainClick, Link, type LinkProps, navigate } from './link.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonClass,
} from './primitives/Button.tsx';
export { Price, type PriceProps } from './primitives/Price.tsx';
export { Skeleton, type SkeletonProps } from './primitives/Skeleton.tsx';
export { Spinner, type SpinnerProps } from './primitives/Spinner.tsx';
export { Stars, type StarsProps, starFills } from './primitives/Stars.tsx';
export { backoff, createQueryClient } from './query.ts';
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
  splitHref,
  useLocation,
  usePathname,
} from './routing/index.ts';
export { onToast, TOAST_EVENT, type ToastOptions, type ToastVariant, toast } from './toast/bus.ts';
export { useDocumentMeta } from './useDocumentMeta.ts';
