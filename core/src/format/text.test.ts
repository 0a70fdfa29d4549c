import { describe, expect, it } from 'vitest';
import { slugify, truncate } from './text.ts';

describe('slugify', () => {
  it('lowercases, strips symbols and joins runs of spaces, underscores and hyphens', () => {
    expect(slugify('  Jollof -- Rice__Mix! ')).toBe('jollof-rice-mix');
    expect(slugify('Suya Spice (Yaji) 250g')).toBe('suya-spice-yaji-250g');
    expect(slugify('--Egusi--')).toBe('egusi');
  });
});

describe('truncate', () => {
  it('cuts at the length and appends an ellipsis', () => {
    expect(truncate('abcdefghij', 5)).toBe('abcde...');
  });
  it('leaves text at or under the length alone', () => {
    expect(truncate('abcde', 5)).toBe('abcde');
  });
});
