import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Privacy, Shipping, Terms } from './LegalPage.tsx';

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

  it('follows its links inside the single page', () => {
    render(<Terms />);
    const link = screen.getByRole('link', { name: 'Shipping Policy' });
    expect(link.getAttribute('href')).toBe('/shipping');
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname).toBe('/shipping');
  });
});
