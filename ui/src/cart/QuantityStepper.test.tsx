// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper.tsx';
import { parseQuantity } from './quantity.ts';

afterEach(cleanup);

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <QuantityStepper value={quantity} onChange={setQuantity} disabled={disabled} editable />
      <output>{quantity}</output>
    </>
  );
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const plus = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const quantity = () => screen.getByRole('status').textContent;

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
  it('starts at 1 with minus disabled, and has no upper cap', () => {
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

  it('disables every control when out of stock', () => {
    render(<Harness disabled />);
    expect(minus().disabled).toBe(true);
    expect(plus().disabled).toBe(true);
    expect(field().disabled).toBe(true);
  });
});
