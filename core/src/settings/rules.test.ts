import { describe, expect, it } from 'vitest';
import { defaultSettings, parseSettings } from './rules.ts';

describe('reading the settings', () => {
  it('fills missing, blank and malformed values with the defaults', () => {
    const settings = parseSettings({ site_name: 'Ata', contact_email: '', contact_phone: 7, extra: 'x' });
    expect(settings).toEqual({ ...defaultSettings, site_name: 'Ata' });
  });
  it('gives every default while loading or when the answer is not settings', () => {
    expect(parseSettings(undefined)).toEqual(defaultSettings);
    expect(parseSettings(['not', 'settings'])).toEqual(defaultSettings);
  });
});
