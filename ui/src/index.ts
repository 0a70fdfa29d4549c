// @ata/ui — shared by the shell and every micro-frontend (bundled into each: keep it small).
// Styles: import '@ata/ui/tokens.css' once per app (tokens + the `ui-*` primitive classes).
export { CartProvider, useAddToCart, useCart } from './cart/cart-context.tsx';
export { QuantityStepper } from './cart/QuantityStepper.tsx';
export { Dialog, DialogTitle } from './dialog/Dialog.tsx';
export { useModal } from './dialog/use-modal.ts';
export { deferredPartsHydrated, HydrateInTurn, listTurn } from './hydration/HydrateInTurn.tsx';
export { ServerDrawn } from './hydration/ServerDrawn.tsx';
export { useTypedBeforeHydration } from './hydration/use-typed-before-hydration.ts';
export { yieldToBrowser } from './hydration/yield-to-browser.ts';
export { ImagePlaceholder } from './image/ImagePlaceholder.tsx';
export { Picture, type PictureProps } from './image/Picture.tsx';
export { reactLifecycles } from './lifecycles.tsx';
export {
  type AnyPage,
  definePage,
  type LazyCode,
  lazyModule,
  type Page,
  type PageLocation,
  pagesOf,
  preloadPage,
} from './page/define-page.ts';
export { PageRoutes } from './page/PageRoutes.tsx';
export { preloadable } from './preloadable.tsx';
export { Button, type ButtonProps, buttonClass } from './primitives/Button.tsx';
export { Chip } from './primitives/Chip.tsx';
export { Spinner } from './primitives/Spinner.tsx';
export { Stars } from './primitives/Stars.tsx';
export {
  createQueryClient,
  MalformedAnswerError,
  retryUnlessClientError,
} from './query/client.ts';
export { settingsQuery, useMaxPerOrderLine, useSettings } from './query/settings.ts';
export {
  blogHref,
  isActiveLink,
  matchRoute,
  onRouteChange,
  postHref,
  productHref,
  ServerLocationContext,
  shopHref,
  useLocation,
  usePathname,
} from './routing/index.ts';
export { Link } from './routing/Link.tsx';
export { isPlainClick, navigate } from './routing/navigate.ts';
export { onToast, type ToastOptions, toast } from './toast/bus.ts';
export { useDocumentMeta, usePageHead } from './use-document-meta.ts';
export { useSaveData } from './use-save-data.ts';
