// @vitest-environment node
import { describe, expect, it } from 'vitest';
import '../server/render.tsx';
import { decodeEntities } from './entities.ts';
import { entityCases } from './entity-cases.ts';

describe('decodeEntities on the server (no document): the same text as the browser, so hydration agrees', () => {
  it.each(entityCases)('%s → %s', (source, text) => {
    expect(typeof document).toBe('undefined');
    expect(decodeEntities(source)).toBe(text);
  });
});
