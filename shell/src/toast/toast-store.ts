import { onToast, type ToastOptions } from '@ata/ui';

export interface ShownToast extends ToastOptions {
  id: number;
  open: boolean;
}

/**
 * The latest toast, recorded from the first moment the shell runs — before the (lazily loaded)
 * Toaster exists — so a toast raised early is not lost. One at a time: a new one replaces it.
 */
let current: ShownToast | null = null;
let nextId = 0;
const listeners = new Set<() => void>();

function set(next: ShownToast | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function listenForToasts(): () => void {
  return onToast((options) => set({ ...options, id: ++nextId, open: true }));
}

export const toastStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setOpen(id: number, open: boolean) {
    if (current?.id === id) set({ ...current, open });
  },
  remove(id: number) {
    if (current?.id === id) set(null);
  },
};
