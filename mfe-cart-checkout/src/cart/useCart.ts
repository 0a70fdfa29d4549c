import { messages } from '@ata/core/site';
import { useContext, useSyncExternalStore } from 'react';
import { CartContext } from './CartProvider.tsx';

/** The cart's state and actions; re-renders on every change, including ones made in other tabs. */
export function useCart() {
  const store = useContext(CartContext);
  if (!store) throw new Error(messages.cartOutsideProvider);
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { ...state, store };
}
