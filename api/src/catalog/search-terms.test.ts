import { describe, expect, it } from 'vitest';
import { lexemeQuery, searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('lower-cases the text and splits it into words, keeping local words whole', () => {
    expect(searchTerms('  Ofada   RICE ')).toEqual({
      text: 'ofada rice',
      words: ['ofada', 'rice'],
      namePrefix: 'ofada rice%',
    });
    expect(searchTerms('ẹ̀gúsí')?.words).toEqual(['ẹ̀gúsí']);
  });

  it('keeps letters and digits only, each word once, at most eight words', () => {
    expect(searchTerms("suya' & !(x) | y:* suya")?.words).toEqual(['suya', 'x', 'y']);
    expect(searchTerms('rice 5kg')?.words).toEqual(['rice', '5kg']);
    expect(searchTerms('a b c d e f g h i j')?.words).toHaveLength(8);
  });

  it('escapes LIKE wildcards in the name prefix', () => {
    expect(searchTerms('50%_off')?.namePrefix).toBe('50\\%\\_off%');
  });

  it('has nothing to search for in punctuation alone', () => {
    expect(searchTerms('&&& !!')).toBeNull();
  });
});

describe('lexemeQuery', () => {
  it('asks for any of the stored words each typed word stands for, and every typed word', () => {
    expect(
      lexemeQuery(
        [
          { word: 'pepp', lexemes: ['pepper', 'peppery'] },
          { word: 'soup', lexemes: ['soup'] },
        ],
        50,
      ),
    ).toBe("('pepper' | 'peppery') & ('soup')");
  });

  it('keeps a word that starts too many stored words as a prefix', () => {
    expect(lexemeQuery([{ word: 'a', lexemes: ['a', 'ab', 'ac'] }], 2)).toBe("'a':*");
  });

  it('quotes words, so that no text becomes a tsquery operator', () => {
    expect(lexemeQuery([{ word: "it's", lexemes: ["it's", 'a\\b'] }], 50)).toBe("('it''s' | 'a\\\\b')");
  });

  it('finds nothing when one typed word stands for no stored word', () => {
    expect(
      lexemeQuery(
        [
          { word: 'suya', lexemes: ['suya'] },
          { word: 'xylophone', lexemes: [] },
        ],
        50,
      ),
    ).toBeNull();
  });
});
