import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES, statesByName } from './states.ts';

describe('statesByName', () => {
  it('lists all 37 in the alphabetical order of the en collation', () => {
    const names = statesByName().map((state) => state.name);
    expect(names).toEqual(Object.values(NIGERIAN_STATES).sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toHaveLength(37);
    expect(names.slice(0, 3)).toEqual(['Abia', 'Adamawa', 'Akwa Ibom']);
  });
});
