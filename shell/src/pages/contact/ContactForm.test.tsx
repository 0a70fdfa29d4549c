import { onToast, type ToastOptions } from '@ata/ui';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('contact form', () => {
  it('shows every field error on an empty submit', () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Name is required',
      'Valid email is required',
      'Subject is required',
      'Message is too short',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(field('Your Name').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends for 1.5 s, then toasts and resets', () => {
    const toasts: ToastOptions[] = [];
    const off = onToast((t) => toasts.push(t));
    render(<ContactForm />);
    fireEvent.change(field('Your Name'), { target: { value: 'Ngozi' } });
    fireEvent.change(field('Email Address'), { target: { value: 'ngozi@example.ng' } });
    fireEvent.change(field('Subject'), { target: { value: 'Bulk order' } });
    fireEvent.change(field('Message'), { target: { value: 'Do you sell ofada rice in 25 kg bags?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1_499));
    expect(toasts).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    off();
    expect(toasts).toEqual([
      { title: 'Message Sent', description: 'Thank you for your message. We will get back to you soon.' },
    ]);
    expect(field('Your Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });
});
