import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, postExcerpt, readingTime } from './rules.ts';

describe('reading time', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'pepper').join(' ');
  it('is at least 1 minute', () => {
    expect(readingTime('')).toBe(1);
    expect(readingTime(words(1))).toBe(1);
  });
  it('rounds words / 200 up', () => {
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(201))).toBe(2);
    expect(readingTime(words(1000))).toBe(5);
  });
});

describe('blog excerpt fallback', () => {
  const content = `# Jollof\n\n**Party** jollof is ${'smoky and rich '.repeat(20)}`;
  it('uses the excerpt when present', () => {
    expect(postExcerpt({ excerpt: 'Short and sweet.', content }, EXCERPT_LENGTH.compact)).toBe(
      'Short and sweet.',
    );
  });
  it('falls back to the content without markdown, cut at 120 / 180 / 100', () => {
    expect(EXCERPT_LENGTH).toEqual({ compact: 120, large: 180, small: 100 });
    const compact = postExcerpt({ excerpt: '', content }, EXCERPT_LENGTH.compact);
    expect(compact.startsWith('Jollof Party jollof is smoky')).toBe(true);
    expect(compact.endsWith('...')).toBe(true);
    expect(compact.length).toBeLessThanOrEqual(123);
    expect(postExcerpt({ excerpt: null, content }, EXCERPT_LENGTH.small).length).toBeLessThanOrEqual(103);
  });
});
