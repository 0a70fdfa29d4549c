// @vitest-environment happy-dom
import { ApiError } from '@ata/core/http';
import { defaultSettings } from '@ata/core/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoff, createQueryClient, MalformedAnswerError, retryUnlessClientError } from './client.ts';
import { settingsQuery, useSettings } from './settings.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('query client defaults', () => {
  it('never refetches by itself and retries with capped exponential backoff', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: 3,
    });
    expect(mutations).toMatchObject({ retry: 2 });
    expect([0, 1, 2, 5, 10].map(backoff(30_000))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(backoff(10_000)(4)).toBe(10_000);
  });
});

describe('retryUnlessClientError', () => {
  it('gives up at once on a 4xx (but 429) or a malformed answer, retries others 3 times', () => {
    expect(retryUnlessClientError(0, new ApiError(404, 'Not Found', ''))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(400, 'Bad Request', ''))).toBe(false);
    expect(retryUnlessClientError(0, new MalformedAnswerError('no title'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(429, 'Too Many Requests', ''))).toBe(true);
    expect(retryUnlessClientError(2, new ApiError(503, 'Unavailable', ''))).toBe(true);
    expect(retryUnlessClientError(3, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('useSettings', () => {
  // The API never answers here: what shows is the cache or the defaults.
  beforeEach(() => vi.stubGlobal('fetch', () => new Promise(() => {})));
  function Email() {
    const settings = useSettings();
    return <p>{`${settings.contact_email} ${settings.contact_phone}`}</p>;
  }
  const renderWith = (client: QueryClient) =>
    render(
      <QueryClientProvider client={client}>
        <Email />
      </QueryClientProvider>,
    );

  it('shows the stored settings, with the default for a blank or missing key', () => {
    const client = new QueryClient();
    client.setQueryData(settingsQuery.queryKey, { contact_email: 'shop@example.ng', contact_phone: '' });
    renderWith(client);
    expect(screen.getByText(`shop@example.ng ${defaultSettings.contact_phone}`)).toBeTruthy();
  });

  it('shows the defaults while the settings load', () => {
    renderWith(new QueryClient());
    expect(
      screen.getByText(`${defaultSettings.contact_email} ${defaultSettings.contact_phone}`),
    ).toBeTruthy();
  });
});
