import { describe, expect, it } from 'vitest';
import { defaultSettings, numberSetting, parseSettings } from './rules.ts';

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

describe('number settings', () => {
  it('read a whole number within the field’s range, the default otherwise', () => {
    expect(numberSetting({ order_max_line_quantity: ' 5 ' }, 'order_max_line_quantity')).toBe(5);
    for (const value of ['0', '1001', '2.5', 'ten', '', undefined])
      expect(
        numberSetting({ order_max_line_quantity: value }, 'order_max_line_quantity'),
        String(value),
      ).toBe(20);
  });
});
