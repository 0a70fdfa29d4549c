// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities.ts';
import { entityCases } from './entity-cases.ts';

describe('decodeEntities in the browser (its own HTML parser)', () => {
  it.each(entityCases)('%s → %s', (source, text) => {
    expect(decodeEntities(source)).toBe(text);
  });
});
