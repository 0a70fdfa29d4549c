/**
 * Cross-bundle toast bus. Every micro-frontend is bundled separately, so a toast is a `window`
 * CustomEvent (`ata:toast`) that the shell's one Toaster renders (one at a time, 5000 ms).
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; the Toaster defaults to 5000. */
  duration?: number;
  /** One follow-up link (e.g. "View cart" → /cart). Plain data: toasts cross bundles as events. */
  action?: { label: string; href: string };
}

export const TOAST_EVENT = 'ata:toast';

export function toast(options: ToastOptions): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ToastOptions>(TOAST_EVENT, { detail: options }));
}

/** Subscribes to toasts raised anywhere on the page; returns the unsubscribe function. */
export function onToast(listener: (options: ToastOptions) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ToastOptions>).detail);
  window.addEventListener(TOAST_EVENT, handler);
  return () => window.removeEventListener(TOAST_EVENT, handler);
}
