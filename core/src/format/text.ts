/** A URL slug: lower case, letters and digits, words joined by '-'. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Cuts at `length` and appends an ellipsis; shorter text is returned as it is. */
export const truncate = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;

/** Lengths of card descriptions, meta descriptions and breadcrumb titles. */
export const CARD_DESCRIPTION_LENGTH = 80;
export const META_DESCRIPTION_LENGTH = 160;
export const BREADCRUMB_TITLE_LENGTH = 40;
