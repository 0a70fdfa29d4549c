import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RestockFields } from './RestockFields.tsx';
import { type RestockChoice, refundRequest } from './restock-choice.ts';

afterEach(cleanup);

const order = {
  items: [
    { productId: 'p-pepper', name: 'Pepper', price: 1000, quantity: 3 },
    { productId: 'p-rice', name: 'Rice', price: 2000, quantity: 2 },
  ],
};

function Harness() {
  const [choice, setChoice] = useState<RestockChoice>([3, 2]);
  return (
    <>
      <RestockFields order={order} choice={choice} onChange={setChoice} />
      <output data-testid="request">{JSON.stringify(refundRequest(order, choice))}</output>
    </>
  );
}

describe('RestockFields', () => {
  it('offers one labelled number per line, bounded by the quantity ordered, and sends what the owner set', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Put back in stock' })).toBeTruthy();
    const rice = screen.getByRole('spinbutton', { name: 'Rice (ordered 2)' }) as HTMLInputElement;
    expect(rice.max).toBe('2');
    fireEvent.change(rice, { target: { value: '0' } });
    expect(JSON.parse(screen.getByTestId('request').textContent ?? '')).toEqual({
      restock: [{ productId: 'p-pepper', quantity: 3 }],
    });
  });
});
