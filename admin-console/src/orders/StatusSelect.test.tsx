import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../../test/render-admin.tsx';
import { StatusSelect } from './StatusSelect.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = '3f2a9c1e-0000-4000-8000-000000000001';
const STATUS_PATH = `PATCH /api/orders/${ID}/status`;

const pick = async (status: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status of order 3f2a9c1e...' }));
  fireEvent.click(await screen.findByRole('option', { name: status }));
};

describe('StatusSelect', () => {
  it('asks for a rider / tracking note when the order is marked shipped, and sends it with the status', async () => {
    const calls = mockFetch({ [STATUS_PATH]: { body: { id: ID, status: 'shipped' } } });
    renderAdmin(<StatusSelect order={{ id: ID, status: 'paid' }} />);
    await pick('Shipped');
    const dialog = await screen.findByRole('dialog', { name: 'Mark order 3f2a9c1e... shipped' });
    expect(calls).toHaveLength(0);
    const note = within(dialog).getByRole('textbox', { name: 'Rider / tracking note' });
    expect(note.getAttribute('maxlength')).toBe('300');
    fireEvent.change(note, { target: { value: '  Rider Musa, 0803 555 0199  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `/api/orders/${ID}/status`,
      body: { status: 'shipped', note: 'Rider Musa, 0803 555 0199' },
    });
  });

  it('marks shipped without a note when the owner leaves it blank, and other statuses at once', async () => {
    const calls = mockFetch({ [STATUS_PATH]: { body: { id: ID } } });
    renderAdmin(<StatusSelect order={{ id: ID, status: 'paid' }} />);
    await pick('Shipped');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ status: 'shipped' });
    cleanup();

    renderAdmin(<StatusSelect order={{ id: ID, status: 'paid' }} />);
    await pick('Delivered');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ status: 'delivered' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes nothing when the owner closes the note dialog', async () => {
    const calls = mockFetch({ [STATUS_PATH]: { body: { id: ID } } });
    renderAdmin(<StatusSelect order={{ id: ID, status: 'paid' }} />);
    await pick('Shipped');
    fireEvent.click(await screen.findByRole('button', { name: 'Not yet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
  });
});
