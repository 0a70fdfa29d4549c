import { listTurn } from '@ata/ui';

/**
 * The cards of a list hydrated with its page: the first row on a phone, the one a shopper sees first. With
 * four (two rows), and four a turn after, those tasks took 13–33 ms on this machine; Lighthouse multiplies
 * them by 4 and counts what passes 50 ms as blocking (#27).
 */
export const CARDS_WITH_PAGE = 2;
/** The cards that hydrate together in each turn after (`HydrateInTurn`): a task of a few milliseconds each. */
export const CARDS_PER_TURN = 2;

/** The hydration turn of a list's card at `index`: 0 with the page, then 1, 2, … two cards at a time. */
export const cardTurn = (index: number, withPage = CARDS_WITH_PAGE): number =>
  listTurn(index, withPage, CARDS_PER_TURN);
