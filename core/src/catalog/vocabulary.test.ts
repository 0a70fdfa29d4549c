import { describe, expect, it } from 'vitest';
import { catalogSorts, sortOptions } from './vocabulary.ts';

describe('the sort menu', () => {
  it('offers every sort of the catalogue API but relevance, each once', () => {
    expect(sortOptions.map((option) => option.value).sort()).toEqual(
      catalogSorts.filter((sort) => sort !== 'relevance').sort(),
    );
  });
});
