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

  it('settings: on/off switches and the daily summary time', () => {
    expect(settingValueSchema('notify_channels_sms').parse(' off ')).toBe('off');
    expect(settingValueSchema('notify_channels_sms').safeParse('yes').error?.issues[0]?.message).toBe(
      'Choose on or off',
    );
    expect(settingValueSchema('daily_summary_time').parse('07:30')).toBe('07:30');
    expect(settingValueSchema('daily_summary_time').parse('')).toBe('');
    for (const bad of ['24:00', '7:30', '12:60', 'noon'])
      expect(settingValueSchema('daily_summary_time').safeParse(bad).error?.issues[0]?.message, bad).toBe(
        'Enter a time like 18:00, or leave it blank for none',
      );
    expect(settingValueSchema('owner_alert_email').parse('')).toBe('');
    expect(settingValueSchema('owner_alert_email').safeParse('nope').success).toBe(false);
  });
});

describe('Messages settings', () => {
  it("the owner's alert address may be empty, the shop's own may not; her sentences are bounded", () => {
    expect(settingValueSchema('contact_email').safeParse('').success).toBe(false);
    expect(settingValueSchema('message_text_shipped').safeParse('x'.repeat(301)).success).toBe(false);
    expect(settingValueSchema('message_text_shipped').parse('Call the rider if you are out.')).toBeTruthy();
  });
});
