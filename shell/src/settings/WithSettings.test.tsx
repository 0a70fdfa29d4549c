import { defaultSettings } from '@ata/core/settings';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithSettings } from './WithSettings.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WithSettings', () => {
  it('paints with the default settings, then shows the stored ones', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ contact_email: 'orders@example.ng' }));
    render(<WithSettings>{(settings) => <p>Write to {settings.contact_email}</p>}</WithSettings>);
    expect(screen.getByText(`Write to ${defaultSettings.contact_email}`)).toBeTruthy();
    expect(await screen.findByText('Write to orders@example.ng', {}, { timeout: 5000 })).toBeTruthy();
  });
});
