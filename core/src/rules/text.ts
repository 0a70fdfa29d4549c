/** SPEC §5 slug helper. */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** SPEC §5: cuts at `length` and appends an ellipsis; shorter text is returned as it is. */
export const truncate = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;

/** SPEC §9: card descriptions, meta descriptions and breadcrumb titles. */
export const CARD_DESCRIPTION_LENGTH = 80;
export const META_DESCRIPTION_LENGTH = 160;
export const BREADCRUMB_TITLE_LENGTH = 40;
