import { describe, expect, it } from 'vitest';
import { trackingPath } from './tracking.ts';

describe('trackingPath', () => {
  it('puts the token under /track, escaped', () => {
    expect(trackingPath('abc_DEF-123')).toBe('/track/abc_DEF-123');
    expect(trackingPath('a/b')).toBe('/track/a%2Fb');
  });
});
