import { describe, expect, it } from 'vitest';
import { orderPayload } from './place-order.ts';

const form = {
  customerName: 'Ada Obi',
  customerEmail: 'ada@example.com',
  customerPhone: '08012345678',
  shippingAddress: '12 Allen Avenue, Ikeja',
};
const line = (productId: string, price: number, quantity: number) => ({
  productId,
  name: productId,
  price,
  quantity,
  imageUrl: null,
});

describe('the order payload', () => {
  it('sends the subtotal exactly, never a floating-point sum', () => {
    expect(orderPayload(form, [line('salt', 0.1, 3)], 'whatsapp').totalAmount).toBe('0.3');
    expect(orderPayload(form, [line('stockfish', 1999.99, 7)], 'paystack').totalAmount).toBe('13999.93');
    expect(orderPayload(form, [line('salt', 0.1, 1), line('pepper', 0.2, 1)], 'paystack').totalAmount).toBe(
      '0.3',
    );
  });
});
