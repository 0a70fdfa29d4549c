import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { OutboxMessagePage } from './OutboxMessagePage.tsx';
import { OutboxPage } from './OutboxPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mail = {
  id: 'mail-1',
  channel: 'email',
  to: 'ngozi@example.ng',
  from: 'Ata Market <orders@atamarket.ng>',
  subject: 'Your order 3f2a9c1e... is confirmed',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const chat = { ...mail, id: 'wa-1', channel: 'whatsapp', to: '+2348031234567', subject: null };
const HOSTILE_HTML =
  '<p>Thank you, Ngozi</p><script>parent.document.title = "pwned"</script><img src=x onerror="parent.alert(1)">';

describe('Outbox', () => {
  it('lists the caught messages with channel, recipient and time, each opening its page', async () => {
    mockFetch({ 'GET /api/outbox': { body: [mail, chat] } });
    renderAdmin(<OutboxPage />);
    const list = await screen.findByRole('list', { name: 'Caught messages' });
    const open = within(list).getByRole('link', { name: /Your order 3f2a9c1e\.\.\. is confirmed/ });
    expect(open.textContent).toContain('E-mail to ngozi@example.ng');
    expect(open.getAttribute('href')).toBe('/admin/outbox/mail-1');
    const whatsApp = within(list).getByRole('link', { name: /WhatsApp message/ });
    expect(whatsApp.textContent).toContain('WhatsApp to +2348031234567');
  });

  it('explains, instead of an error, that there is no outbox when mail goes to a real server', async () => {
    mockFetch({
      'GET /api/outbox': {
        status: 404,
        body: { message: 'The outbox is only kept when mail goes to the local catcher' },
      },
    });
    renderAdmin(<OutboxPage />);
    expect(await screen.findByText(/Messages are going out for real/)).toBeTruthy();
    expect(screen.queryByText(/Could not load/)).toBeNull();
  });

  it("shows an e-mail's HTML in an empty sandbox (no script can run) and its plain text", async () => {
    mockFetch({
      'GET /api/outbox/mail-1': { body: { ...mail, html: HOSTILE_HTML, text: 'Thank you, Ngozi (plain)' } },
    });
    renderAdmin(<OutboxMessagePage />, { url: '/outbox/mail-1', path: '/outbox/:id' });
    const frame = (await screen.findByTitle(`E-mail: ${mail.subject}`)) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HOSTILE_HTML);
    // The mail's markup lives only inside the frame, never in the console's own document.
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(screen.getByText('Thank you, Ngozi (plain)')).toBeTruthy();
    expect(screen.getByText('ngozi@example.ng')).toBeTruthy();
  });

  it('shows a WhatsApp message as its text, with no frame', async () => {
    mockFetch({ 'GET /api/outbox/wa-1': { body: { ...chat, text: 'Your order 3f2a9c1e... has shipped.' } } });
    renderAdmin(<OutboxMessagePage />, { url: '/outbox/wa-1', path: '/outbox/:id' });
    expect(await screen.findByText('Your order 3f2a9c1e... has shipped.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'WhatsApp message' })).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
