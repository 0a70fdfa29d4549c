import { defaultSettings } from '@ata/core/settings';
import { describe, expect, it } from 'vitest';
import { changedSettings } from './changed-settings.ts';

describe('changedSettings', () => {
  it('sends only the keys that changed, trimmed', () => {
    expect(
      changedSettings(defaultSettings, { ...defaultSettings, contact_phone: ' +234 800 000 0000 ' }),
    ).toEqual([['contact_phone', '+234 800 000 0000']]);
    expect(changedSettings(defaultSettings, { ...defaultSettings })).toEqual([]);
  });
});
