import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UnconfirmedChip } from './UnconfirmedChip.tsx';

afterEach(cleanup);

describe('UnconfirmedChip', () => {
  const placed = '2026-11-20T08:00:00Z';
  const now = Date.parse('2026-11-22T10:30:00Z');

  it('says how long a flagged order has waited', () => {
    render(<UnconfirmedChip order={{ unconfirmedOverdue: true, createdAt: placed }} now={now} />);
    expect(screen.getByText('Unconfirmed for 50 h')).toBeTruthy();
  });

  it('shows nothing for an order the server does not flag', () => {
    const { container } = render(
      <UnconfirmedChip order={{ unconfirmedOverdue: false, createdAt: placed }} now={now} />,
    );
    expect(container.textContent).toBe('');
  });
});
