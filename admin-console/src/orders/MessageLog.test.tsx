import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrast } from '../../test/contrast.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { MessageLog } from './MessageLog.tsx';
import { messageStatusStyle } from './order-message.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = '3f2a9c1e-0000-4000-8000-000000000001';
const message = (fields: Record<string, unknown>) => ({
  orderId: ORDER_ID,
  audience: 'shopper',
  subject: null,
  lastError: null,
  attempts: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...fields,
});
const log = [
  message({
    id: 'm-2',
    channel: 'whatsapp',
    recipient: '+2348031234567',
    template: 'order-shipped',
    status: 'failed',
    attempts: 4,
    lastError: 'Graph API 131026: receiver not on WhatsApp',
  }),
  message({
    id: 'm-1',
    channel: 'email',
    recipient: 'ngozi@example.ng',
    template: 'order-confirmation',
    status: 'read',
  }),
];
const listAnswer = { body: log, headers: { 'Content-Range': 'messages 0-1/2' } };

describe('the order’s message log', () => {
  it('shows each message: template in words, channel and recipient, status, attempts and last error', async () => {
    const calls = mockFetch({ 'GET /api/messages': listAnswer });
    renderAdmin(<MessageLog orderId={ORDER_ID} />);
    const list = await screen.findByRole('list', { name: 'Messages about this order' });
    const [shipped, confirmation] = within(list).getAllByRole('listitem');
    expect(shipped!.textContent).toContain('Order shipped');
    expect(shipped!.textContent).toContain('WhatsApp to +2348031234567');
    expect(shipped!.textContent).toContain('4 attempts');
    expect(shipped!.textContent).toContain('Last error: Graph API 131026: receiver not on WhatsApp');
    expect(within(shipped!).getByText('Failed')).toBeTruthy();
    expect(confirmation!.textContent).toContain('Order confirmation');
    expect(confirmation!.textContent).toContain('E-mail to ngozi@example.ng');
    expect(confirmation!.textContent).toContain('1 attempt');
    expect(within(confirmation!).getByText('Read')).toBeTruthy();
    const filter = new URL(calls[0]!.url, 'http://x').searchParams.get('filter');
    expect(JSON.parse(filter!)).toEqual({ orderId: ORDER_ID });
  });

  it('resends one message, says so and shows the log again', async () => {
    const calls = mockFetch({
      'GET /api/messages': listAnswer,
      'POST /api/messages/m-2/resend': { status: 202, body: { id: 'm-3' } },
    });
    renderAdmin(<MessageLog orderId={ORDER_ID} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Resend Order shipped by WhatsApp to +2348031234567' }),
    );
    expect(await screen.findByText('Message queued again')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/messages/m-2/resend',
    ]);
    await waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/messages?'))).toHaveLength(2),
    );
  });

  it('says when there are none yet', async () => {
    mockFetch({ 'GET /api/messages': { body: [], headers: { 'Content-Range': 'messages 0-0/0' } } });
    renderAdmin(<MessageLog orderId={ORDER_ID} />);
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });

  it('draws every delivery state at a contrast of at least 4.5:1', () => {
    for (const status of ['queued', 'sent', 'delivered', 'read', 'failed']) {
      const { fg, bg, label } = messageStatusStyle(status);
      expect(label).not.toBe(status);
      expect(contrast(fg, bg), status).toBeGreaterThanOrEqual(4.5);
    }
  });
});
