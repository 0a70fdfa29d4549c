let drawerMounted = false;
const listeners = new Set<() => void>();

/** False until the cart drawer parcel is up (the cart button then falls back to the /cart page). */
export const isDrawerMounted = (): boolean => drawerMounted;
export const setDrawerMounted = (): void => {
  drawerMounted = true;
  for (const listener of listeners) listener();
};
export const subscribeDrawerMounted = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
