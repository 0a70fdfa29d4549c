import { defaultSettings } from '@ata/core/settings';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { SettingsPage } from './SettingsPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Messages settings tab', () => {
  it('shows the channels as switches and the summary time as a time, and saves only what changed', async () => {
    const calls = mockFetch({
      'GET /api/settings': { body: { ...defaultSettings, daily_summary_time: '' } },
      'GET /api/settings/owner_alert_email': { body: { key: 'owner_alert_email', value: '' } },
      'GET /api/settings/owner_alert_whatsapp': { body: { key: 'owner_alert_whatsapp', value: '' } },
      'PUT /api/settings/notify_channels_sms': { body: {} },
      'PUT /api/settings/daily_summary_time': { body: {} },
    });
    renderAdmin(<SettingsPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Messages' }));
    const sms = (await screen.findByRole('switch', {
      name: 'Send SMS (when WhatsApp fails or is off)',
    })) as HTMLInputElement;
    expect(sms.checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Send e-mails' }) as HTMLInputElement).checked).toBe(true);
    const time = screen.getByLabelText('Daily summary at (Lagos time, empty: none)') as HTMLInputElement;
    expect(time.type).toBe('time');
    expect(screen.getByRole('textbox', { name: 'New-order alerts to (e-mail)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Your words in the "shipped" message' })).toBeTruthy();

    fireEvent.click(sms);
    fireEvent.change(time, { target: { value: '19:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map(({ url, body }) => [url, body])).toEqual([
      ['/api/settings/notify_channels_sms', { value: 'off' }],
      ['/api/settings/daily_summary_time', { value: '19:30' }],
    ]);
  });
});
