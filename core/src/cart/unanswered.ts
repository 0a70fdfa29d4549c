/**
 * A mark in the tab's sessionStorage while cart writes this tab sent are unanswered. The tab's next page (a
 * reload, a link) may have been drawn before they reached the shop: finding the mark, its cart store reads
 * the cart again once the page has hydrated. Set by the cart store and by the shell's stand-in for it.
 */
const UNANSWERED_KEY = 'ata_cart_unanswered';

/** What the mark needs of a Web Storage area (the tab's sessionStorage, or a test's). */
export type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function markCartUnanswered(session: MarkStorage | undefined, on: boolean): void {
  try {
    if (on) session?.setItem(UNANSWERED_KEY, '1');
    else session?.removeItem(UNANSWERED_KEY);
  } catch {
    // Storage blocked: the next page shows the cart as the shop drew it.
  }
}

/** Whether the tab's previous page was left with cart writes unanswered (the mark is taken). */
export function takeCartUnanswered(session: MarkStorage | undefined): boolean {
  try {
    const left = session?.getItem(UNANSWERED_KEY) != null;
    session?.removeItem(UNANSWERED_KEY);
    return left;
  } catch {
    return false;
  }
}
