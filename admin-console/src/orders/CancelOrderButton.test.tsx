import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, defaultI18nProvider, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { CancelOrderButton } from './CancelOrderButton.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const renderButton = (order: {
  status: string;
  paymentStatus: 'unpaid' | 'paid';
  paymentMethod?: 'whatsapp' | 'paystack';
}) =>
  render(
    <AdminContext i18nProvider={defaultI18nProvider} store={memoryStore()}>
      <CancelOrderButton order={{ id: ID, ...order }} />
    </AdminContext>,
  );

describe('CancelOrderButton', () => {
  it('asks for a reason, refuses a blank one with core’s message, then cancels with what was typed', async () => {
    const calls = mockFetch({ [`POST /api/orders/${ID}/cancel`]: { body: { id: ID, status: 'cancelled' } } });
    renderButton({ status: 'pending', paymentStatus: 'unpaid' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 3f2a9c1e...?' });
    const confirm = () => fireEvent.click(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
    confirm();
    expect(await screen.findByText('Say why the order is cancelled')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Customer ordered twice' },
    });
    confirm();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: `/api/orders/${ID}/cancel`,
      body: { reason: 'Customer ordered twice' },
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('is not offered for an order paid online, a shipped or an already cancelled order', () => {
    for (const order of [
      { status: 'paid', paymentStatus: 'paid', paymentMethod: 'paystack' },
      { status: 'shipped', paymentStatus: 'unpaid' },
      { status: 'cancelled', paymentStatus: 'unpaid' },
    ] as const) {
      const { unmount } = renderButton(order);
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
      unmount();
    }
  });

  it('is offered for an order paid on delivery that has not shipped', () => {
    renderButton({ status: 'paid', paymentStatus: 'paid', paymentMethod: 'whatsapp' });
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });
});
