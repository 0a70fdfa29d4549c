/** What a caller uses of a Web Storage area (the window's, reached lazily, or a test's). */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The window's storage area, reached on first use: the first use of each waits while the browser loads the
 * area (a synchronous round trip to its storage), so a script that only may need it does not pay that while
 * the page starts. Blocked (privacy settings), it reads as empty and keeps nothing.
 */
export function browserStorage(name: 'localStorage' | 'sessionStorage'): StorageArea {
  let area: Storage | null | undefined;
  const reach = (): Storage | null => {
    if (area === undefined) {
      try {
        area = window[name];
      } catch {
        area = null;
      }
    }
    return area;
  };
  return {
    getItem: (key) => reach()?.getItem(key) ?? null,
    setItem: (key, value) => reach()?.setItem(key, value),
    removeItem: (key) => reach()?.removeItem(key),
  };
}
