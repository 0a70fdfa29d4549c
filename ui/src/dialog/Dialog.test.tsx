// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogTitle } from './Dialog.tsx';

afterEach(cleanup);

function Harness({ keepMounted = false }: { keepMounted?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} keepMounted={keepMounted}>
        <DialogTitle>Search Products</DialogTitle>
        <button type="button">First</button>
        <button type="button" disabled>
          Disabled
        </button>
        <button type="button">Last</button>
      </Dialog>
    </>
  );
}

const openWith = (trigger: HTMLElement) => {
  trigger.focus();
  act(() => fireEvent.click(trigger));
};

describe('Dialog', () => {
  it('is a labelled modal that takes the focus, keeps Tab inside and locks the page scroll', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openWith(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Search Products' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement?.textContent).toBe('First');
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Last');
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('First');
  });

  it('closes on Escape and on the backdrop, giving the focus and the scroll back', () => {
    const { container } = render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    openWith(trigger);
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(document.body.style.overflow).toBe('');

    openWith(trigger);
    const backdrop = container.querySelector('.ui-dialog__backdrop');
    act(() => fireEvent.click(backdrop as Element));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('stays in the page, inert, while closed when kept mounted', () => {
    const { container } = render(<Harness keepMounted />);
    const root = container.querySelector('.ui-dialog');
    expect(root?.getAttribute('data-state')).toBe('closed');
    expect(root?.hasAttribute('inert')).toBe(true);
    openWith(screen.getByRole('button', { name: 'Open' }));
    expect(root?.getAttribute('data-state')).toBe('open');
    expect(root?.hasAttribute('inert')).toBe(false);
  });
});
