import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { checkoutFormSchema, orderPayloadSchema } from './schema.ts';

describe('checkout form', () => {
  it('shows every message on an empty form', () => {
    expect(
      fieldErrors(checkoutFormSchema, {
        customerName: '',
        customerEmail: '',
        customerPhone: '',
        shippingAddress: '',
      }),
    ).toEqual({
      customerName: 'Full name is required',
      customerEmail: 'Valid email is required',
      customerPhone: 'Valid phone number is required',
      shippingAddress: 'Complete address is required',
    });
  });
  it('accepts the minimum lengths', () => {
    const form = {
      customerName: 'Ada',
      customerEmail: 'a@b.ng',
      customerPhone: '0803 555 0142',
      shippingAddress: '1 Broad St',
    };
    expect(checkoutFormSchema.parse(form)).toEqual({ ...form, customerPhone: '+2348035550142' });
  });
  it('refuses what cannot be a phone number with the one message', () => {
    const form = {
      customerName: 'Ada',
      customerEmail: 'a@b.ng',
      shippingAddress: '1 Broad St',
    };
    for (const customerPhone of ['hello world!', '803123456', '0803 123 456'])
      expect(fieldErrors(checkoutFormSchema, { ...form, customerPhone })).toEqual({
        customerPhone: 'Valid phone number is required',
      });
  });
  it('refuses an order without items', () => {
    const form = {
      customerName: 'Ada',
      customerEmail: 'a@b.ng',
      customerPhone: '08035550142',
      shippingAddress: '1 Broad St',
    };
    expect(fieldErrors(orderPayloadSchema, { ...form, items: [], totalAmount: '0' })).toEqual({
      items: 'Your cart is empty',
    });
    const ok = orderPayloadSchema.parse({
      ...form,
      items: [{ productId: 'p1', name: 'Suya', price: '2500', quantity: 2, imageUrl: null }],
      totalAmount: 5000,
    });
    expect(ok.totalAmount).toBe('5000');
    expect(ok.items[0]?.price).toBe(2500);
  });
});
