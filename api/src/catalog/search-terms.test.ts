import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms.ts';

describe('searchTerms', () => {
  it('turns every word into a prefix and keeps local words whole', () => {
    expect(searchTerms('  Ofada   RICE ')).toEqual({
      text: 'ofada rice',
      prefixQuery: 'ofada:* & rice:*',
      namePrefix: 'ofada rice%',
    });
    expect(searchTerms('ẹ̀gúsí')?.prefixQuery).toBe('ẹ̀gúsí:*');
  });

  it('drops tsquery operators and escapes LIKE wildcards', () => {
    expect(searchTerms("suya' & !(x) | y:*")?.prefixQuery).toBe('suya:* & x:* & y:*');
    expect(searchTerms('50%_off')?.namePrefix).toBe('50\\%\\_off%');
  });

  it('has nothing to search for in punctuation alone', () => {
    expect(searchTerms('&&& !!')).toBeNull();
  });
});
