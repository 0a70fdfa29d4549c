/** How a shopper's text becomes the two search inputs PostgreSQL gets. */
export interface SearchTerms {
  /** Lower-cased, single-spaced text, compared with product names by trigram similarity. */
  text: string;
  /** A `to_tsquery('simple', …)` input: every word as a prefix (`ofa:* & ric:*`); words only, no operators. */
  prefixQuery: string;
  /** `text%` for a LIKE that can only match the start of a name; LIKE wildcards in the text escaped. */
  namePrefix: string;
}

const MAX_WORDS = 8;

/** Null when the text has no letters or digits to search for (e.g. only punctuation). */
export function searchTerms(q: string): SearchTerms | null {
  const text = q.toLowerCase().trim().replace(/\s+/g, ' ');
  const words = text.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  return {
    text,
    prefixQuery: words.map((word) => `${word}:*`).join(' & '),
    namePrefix: `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  };
}
