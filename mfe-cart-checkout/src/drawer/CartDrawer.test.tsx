import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { egusi, renderWithCart, suya } from '../../test/render.tsx';
import { CartDrawer } from './CartDrawer.tsx';
import { DrawerErrorBoundary } from './DrawerErrorBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dialog = () => screen.getByRole('dialog', { hidden: true });

describe('cart drawer', () => {
  it('shows the empty texts', () => {
    renderWithCart(<CartDrawer />);
    expect(screen.getByRole('heading', { name: 'Your Cart (0 items)', hidden: true })).toBeTruthy();
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByText("Looks like you haven't added any products to your cart yet.")).toBeTruthy();
    expect(screen.queryByText('Subtotal:')).toBeNull();
  });

  it('counts items, shows the subtotal, and "Checkout on WhatsApp" goes to the checkout with WhatsApp chosen', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    window.history.replaceState(null, '', '/shop');
    const { store } = renderWithCart(<CartDrawer />, [
      { ...suya, quantity: 1 },
      { ...egusi, quantity: 2 },
    ]);
    act(() => store.open());
    expect(screen.getByRole('heading', { name: 'Your Cart (3 items)', hidden: true })).toBeTruthy();
    expect(screen.getByText('Subtotal:').parentElement?.textContent).toContain('₦5,500');
    const checkout = screen.getByRole('link', { name: 'Checkout on WhatsApp', hidden: true });
    // A link: it works before the scripts run, and the order is placed (stock reserved) before any chat.
    expect(checkout.getAttribute('href')).toBe('/checkout?payment=whatsapp');
    fireEvent.click(checkout);
    expect(window.location.pathname + window.location.search).toBe('/checkout?payment=whatsapp');
    expect(store.getSnapshot().isOpen).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('says "1 item" for a single item', () => {
    renderWithCart(<CartDrawer />, [{ ...suya, quantity: 1 }]);
    expect(screen.getByRole('heading', { name: 'Your Cart (1 item)', hidden: true })).toBeTruthy();
  });

  it('opens as a modal dialog, traps focus, closes on Escape and gives focus back', async () => {
    const trigger = document.createElement('button');
    trigger.textContent = 'Cart';
    document.body.append(trigger);
    trigger.focus();
    const { store } = renderWithCart(<CartDrawer />, [{ ...suya, quantity: 1 }]);
    act(() => store.open());
    await waitFor(() => expect(dialog().closest('[data-state]')?.getAttribute('data-state')).toBe('open'));
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    const close = screen.getByRole('button', { name: 'Close cart' });
    // Focus moves in a passive effect, just after the drawer is shown.
    await waitFor(() => expect(document.activeElement).toBe(close));

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Continue Shopping');
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(store.getSnapshot().isOpen).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    trigger.remove();
  });

  it('closes with Continue Shopping, and changes quantities from the stepper', async () => {
    const { store } = renderWithCart(<CartDrawer />, [{ ...suya, quantity: 1 }]);
    act(() => store.open());
    await waitFor(() => expect(dialog().closest('[data-state]')?.getAttribute('data-state')).toBe('open'));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Suya Spice' }));
    expect(store.getSnapshot().items[0]?.quantity).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Suya Spice' }));
    expect(store.getSnapshot().items).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue Shopping' }));
    expect(store.getSnapshot().isOpen).toBe(false);
  });
});

describe('DrawerErrorBoundary', () => {
  it('logs a rendering failure and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    const { container } = render(
      <DrawerErrorBoundary>
        <Broken />
      </DrawerErrorBoundary>,
    );
    expect(container.innerHTML).toBe('');
    expect(error.mock.calls.some((call) => call[0] === 'Cart drawer failed to render')).toBe(true);
  });
});
