import { isPlainClick, navigate } from '@ata/ui';
import * as Toast from '@radix-ui/react-toast';
import { type MouseEvent, useEffect, useSyncExternalStore } from 'react';
import { onCartOpened, openCart } from '../cart/open-cart.ts';
import { CloseIcon } from '../header/icons.tsx';
import { toastStore } from './toast-store.ts';
import './toast.css';

/** Toasts: one at a time, 5000 ms by default, swipe right past 50 px to dismiss, F8 to focus. */
export const TOAST_DEFAULT_DURATION_MS = 5_000;
/** A dismissed toast lingers (closed) this long before it is dropped, as specified. */
const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** The site's one Toaster: renders every `toast()` raised by the shell or any micro-frontend. */
export default function Toaster() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.get);

  useEffect(() => {
    if (!toast || toast.open) return;
    const timer = window.setTimeout(() => toastStore.remove(toast.id), TOAST_REMOVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  // The cart drawer shows what the toast says (and would sit under it): the toast steps aside.
  useEffect(() => {
    if (!toast?.open) return;
    return onCartOpened(() => toastStore.setOpen(toast.id, false));
  }, [toast]);

  const followAction = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // The shop's cart link opens the drawer, as the header's cart button does.
    if (href === '/cart') openCart();
    else navigate(href);
  };

  return (
    <Toast.Provider duration={TOAST_DEFAULT_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toast && (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => toastStore.setOpen(toast.id, open)}
          duration={toast.duration}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={`shell-toast shell-toast--${toast.variant ?? 'default'}`}
        >
          <div className="shell-toast__text">
            <Toast.Title className="shell-toast__title">{toast.title}</Toast.Title>
            {toast.description && (
              <Toast.Description className="shell-toast__description">{toast.description}</Toast.Description>
            )}
          </div>
          {toast.action && (
            <Toast.Action
              asChild
              altText={`${toast.action.label}: the link in the page header does the same`}
            >
              <a
                href={toast.action.href}
                className="shell-toast__action"
                onClick={(event) => toast.action && followAction(event, toast.action.href)}
              >
                {toast.action.label}
              </a>
            </Toast.Action>
          )}
          <Toast.Close className="shell-toast__close" aria-label="Close">
            <CloseIcon />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="shell-toast-viewport" hotkey={['F8']} />
    </Toast.Provider>
  );
}
