// The buy button's mini count: items it sent to the shop's cart during this visit (the real cart is the shop's).
const KEY = 'ata-buy-button:sent';

/** 0 where sessionStorage is unavailable (blocked third-party storage, private modes): the count is a nicety. */
export function sentThisVisit(): number {
  try {
    return Number.parseInt(sessionStorage.getItem(KEY) ?? '0', 10) || 0;
  } catch {
    return 0;
  }
}

export function addSent(quantity: number): number {
  const total = sentThisVisit() + quantity;
  try {
    sessionStorage.setItem(KEY, String(total));
  } catch {
    // Storage refused: the count stays on screen for this page only.
  }
  return total;
}
