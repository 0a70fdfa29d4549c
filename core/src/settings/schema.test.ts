import { describe, expect, it } from 'vitest';
import { settingValueSchema } from './schema.ts';

describe('admin settings form', () => {
  it('settings: e-mail and URL fields', () => {
    expect(settingValueSchema('contact_email').safeParse('nope').error?.issues[0]?.message).toBe(
      'Invalid email address',
    );
    expect(settingValueSchema('social_facebook').safeParse('facebook').error?.issues[0]?.message).toBe(
      'Invalid URL',
    );
    expect(settingValueSchema('social_facebook').parse('https://facebook.com/ata')).toBe(
      'https://facebook.com/ata',
    );
    expect(settingValueSchema('site_name').parse('Ata')).toBe('Ata');
  });
});
