// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper.tsx';
import { parseQuantity } from './quantity.ts';

afterEach(cleanup);

function Harness({ disabled = false, max, start = 1 }: { disabled?: boolean; max?: number; start?: number }) {
  const [quantity, setQuantity] = useState(start);
  return (
    <>
      <QuantityStepper value={quantity} onChange={setQuantity} disabled={disabled} max={max} editable />
      <output data-testid="quantity">{quantity}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const quantity = () => screen.getByTestId('quantity').textContent;
const limitMessage = () => screen.getByText(/left$/);
const atLimit = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true';

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    ['1', 1],
    ['0', 1],
    ['-4', 1],
    ['abc', 1],
    ['', 1],
    ['2.7', 2],
    ['250', 250],
  ])('%j → %i', (typed, expected) => expect(parseQuantity(typed)).toBe(expected));
});

describe('QuantityStepper', () => {
  it('starts at 1 with minus disabled, and has no upper cap while the stock is unknown', () => {
    render(<Harness />);
    expect(field().value).toBe('1');
    expect(minus().disabled).toBe(true);
    for (let i = 0; i < 12; i++) fireEvent.click(plus());
    expect(quantity()).toBe('13');
    expect(minus().disabled).toBe(false);
    fireEvent.click(minus());
    expect(quantity()).toBe('12');
  });

  it('resets typed values below 1 or not numbers to 1', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: '7' } });
    expect(quantity()).toBe('7');
    fireEvent.change(field(), { target: { value: '0' } });
    expect(quantity()).toBe('1');
    fireEvent.blur(field());
    expect(field().value).toBe('1');
    fireEvent.change(field(), { target: { value: '' } });
    expect(quantity()).toBe('1');
  });

  it('stops at the stock and says "Only N left", keeping plus focusable', () => {
    render(<Harness max={3} />);
    fireEvent.click(plus());
    expect(screen.queryByText(/left$/)).toBeNull();
    fireEvent.click(plus());
    expect(quantity()).toBe('3');
    expect(atLimit(plus())).toBe(true);
    expect(plus().disabled).toBe(false);
    expect(limitMessage().textContent).toBe('Only 3 left');
    expect(limitMessage().getAttribute('role')).toBe('status');
    fireEvent.click(plus());
    expect(quantity()).toBe('3');
    fireEvent.click(minus());
    expect(quantity()).toBe('2');
    expect(atLimit(plus())).toBe(false);
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('brings a typed quantity above the stock down to the stock', () => {
    render(<Harness max={4} />);
    expect(field().max).toBe('4');
    fireEvent.change(field(), { target: { value: '9' } });
    expect(quantity()).toBe('4');
    fireEvent.blur(field());
    expect(field().value).toBe('4');
    expect(limitMessage().textContent).toBe('Only 4 left');
  });

  it('lowers a quantity already above a dropped stock on the next step', () => {
    render(<Harness max={2} start={5} />);
    expect(limitMessage().textContent).toBe('Only 2 left');
    fireEvent.click(minus());
    expect(quantity()).toBe('2');
  });

  it('can leave the message to the page (which already says how many are left)', () => {
    render(<QuantityStepper value={2} max={2} limitNote={false} onChange={() => {}} editable />);
    expect(atLimit(plus())).toBe(true);
    expect(screen.queryByText(/left$/)).toBeNull();
  });

  it('names the cart line in its controls', () => {
    render(<QuantityStepper name="Suya Spice" value={1} max={1} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Quantity of Suya Spice' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Increase quantity of Suya Spice' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(screen.getByText('Only 1 left')).toBeTruthy();
  });

  it('disables every control when out of stock', () => {
    render(<Harness disabled max={0} />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
    expect(field().disabled).toBe(true);
    expect(screen.queryByText(/left$/)).toBeNull();
  });
});

describe("QuantityStepper at the shop's most per order", () => {
  function PerOrder({ max, perOrder }: { max: number; perOrder: number }) {
    const [value, setValue] = useState(1);
    return <QuantityStepper value={value} onChange={setValue} max={max} perOrder={perOrder} editable />;
  }

  it('stops plus and typed values at the per-order limit when it is below the stock, and says so', () => {
    render(<PerOrder max={50} perOrder={3} />);
    fireEvent.click(plus());
    fireEvent.click(plus());
    expect(atLimit(plus())).toBe(true);
    expect(screen.getByText('At most 3 per order')).toBeTruthy();
    fireEvent.change(field(), { target: { value: '40' } });
    expect(field().value).toBe('40');
    fireEvent.blur(field());
    expect(field().value).toBe('3');
  });

  it('speaks of the stock when the stock is the lower limit', () => {
    render(<PerOrder max={2} perOrder={20} />);
    fireEvent.click(plus());
    expect(atLimit(plus())).toBe(true);
    expect(screen.getByText('Only 2 left')).toBeTruthy();
  });
});
