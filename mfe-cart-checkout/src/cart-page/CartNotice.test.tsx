import { messages } from '@ata/core/site';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithCart } from '../../test/render.tsx';
import { CartNotice } from './CartNotice.tsx';

afterEach(cleanup);

describe('the cart notice', () => {
  it('lists each item of a cart link that was not added as asked, under what was added', () => {
    const problems = [
      messages.cartLinkUnknown('no-such-spice'),
      messages.cartLinkCapped('Ground Crayfish (1 kg)', 3, 9),
    ];
    renderWithCart(<CartNotice />, [], {
      serverCart: { items: [], notice: { messages: [messages.cartLinkAdded(2)], problems } },
    });
    const notice = screen.getByTestId('cart-notice');
    expect(within(notice).getByText('2 items from the link were added to your cart.')).toBeTruthy();
    expect(within(notice).getByText('Not added as the link asked:')).toBeTruthy();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '"no-such-spice" is not sold in this shop: not added.',
      'Only 3 of Ground Crayfish (1 kg) in stock: your cart has 3, not 9.',
    ]);
  });
});
