/** How a shopper's text becomes what PostgreSQL searches for. */
export interface SearchTerms {
  /** Lower-cased, single-spaced text, compared with whole product names (exact name, name prefix). */
  text: string;
  /** The words (letters and digits only, at most eight), each looked up as the start of a stored word. */
  words: string[];
  /** `text%` for a LIKE that can only match the start of a name; LIKE wildcards in the text escaped. */
  namePrefix: string;
}

const MAX_WORDS = 8;

/** Null when the text has no letters or digits to search for (e.g. only punctuation). */
export function searchTerms(q: string): SearchTerms | null {
  const text = q.toLowerCase().trim().replace(/\s+/g, ' ');
  const words = [...new Set(text.match(/[\p{L}\p{M}\p{N}]+/gu)?.slice(0, MAX_WORDS) ?? [])];
  if (words.length === 0) return null;
  return { text, words, namePrefix: `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` };
}

/** A word as a tsquery operand: quoted, so no text can become an operator. */
const operand = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The tsquery for the stored words each typed word stands for (`(pepper | peppery) & (soup | soups)`):
 * whole words are cheap GIN look-ups, where a prefix (`pepper:*`) first collects the postings of every word
 * it starts. A typed word that starts too many stored words (one or two letters) stays a prefix. Null when
 * one typed word stands for nothing: then no product has every word.
 */
export function lexemeQuery(words: { word: string; lexemes: string[] }[], maxLexemes: number): string | null {
  if (words.some((word) => word.lexemes.length === 0)) return null;
  return words
    .map(({ word, lexemes }) =>
      lexemes.length > maxLexemes ? `${operand(word)}:*` : `(${lexemes.map(operand).join(' | ')})`,
    )
    .join(' & ');
}
