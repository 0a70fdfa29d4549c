import { DEFAULT_DELIVERY } from '@ata/core/pricing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render as renderPage, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Privacy, Shipping, Terms } from './LegalPage.tsx';

/** With the delivery `/api/delivery` publishes (the server render fills it). */
function render(page: ReactElement, delivery: unknown = DEFAULT_DELIVERY) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(['/api/delivery'], delivery);
  return renderPage(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('legal pages', () => {
  it.each([
    [Terms, 'Terms of Service', '8. Contact', /courts of Lagos State/],
    [Privacy, 'Privacy Policy', '8. Your rights', /children under 13/],
    [Shipping, 'Shipping Policy', '5. Questions', /₦1,500 for orders under ₦10,000/],
  ])('%#: title, date, numbered sections and text', (Page, title, lastSection, text) => {
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Last updated: April 26, 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: lastSection })).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('the privacy policy says a partner who sent the shopper is kept on the cart for 30 days', () => {
    render(<Privacy />);
    expect(screen.getByText(/which partner sent you, for 30 days from that first visit/)).toBeTruthy();
  });

  it('the shipping policy publishes the configured zones, fees and estimates, and the pickup points', () => {
    render(<Shipping />, {
      zones: [
        {
          id: 'z1',
          name: 'Lagos',
          states: ['LA'],
          cities: [],
          fee: { flatKobo: 150_000, freeAboveKobo: 1_000_000, weightSurcharge: null },
          estimateDays: { min: 1, max: 2 },
          express: [
            { id: 'same-day', label: 'Express', feeKobo: 300_000, cutoffHour: 12, estimate: 'Same day' },
          ],
        },
        DEFAULT_DELIVERY.zones[0],
      ],
      pickupPoints: [
        {
          id: 'p1',
          name: 'Yaba stall',
          address: '12 Tejuosho St',
          state: 'LA',
          hours: 'Mon–Sat 9–6',
          feeKobo: 0,
        },
      ],
    });
    const table = screen.getByRole('table');
    const lagos = within(table).getByRole('row', { name: /^Lagos/ });
    expect(lagos.textContent).toContain('₦1,500');
    expect(lagos.textContent).toContain('₦10,000');
    expect(lagos.textContent).toContain('1–2 business days');
    expect(lagos.textContent).toContain('Express: ₦3,000 (order before 12:00 Lagos time)');
    const rest = within(table).getByRole('row', { name: /Every other state/ });
    expect(rest.textContent).toContain('₦1,000');
    expect(rest.textContent).toContain('2–3 business days');
    expect(screen.getByText('Yaba stall')).toBeTruthy();
  });

  it('follows its links inside the single page', () => {
    render(<Terms />);
    const link = screen.getByRole('link', { name: 'Shipping Policy' });
    expect(link.getAttribute('href')).toBe('/shipping');
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname).toBe('/shipping');
  });
});
