import { listTurn } from '@ata/ui';

/** The cards of a list hydrated with its page: the first two rows on a phone, the ones a shopper sees first. */
export const CARDS_WITH_PAGE = 4;
/** The cards that hydrate together in each turn after (`HydrateInTurn`): a task of a few milliseconds each. */
export const CARDS_PER_TURN = 4;

/** The hydration turn of a list's card at `index`: 0 with the page, then 1, 2, … four cards at a time. */
export const cardTurn = (index: number, withPage = CARDS_WITH_PAGE): number =>
  listTurn(index, withPage, CARDS_PER_TURN);
