import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import {
  checkoutDraftOf,
  checkoutPostSchema,
  DRAFT_TEXT_MAX,
  readCheckoutPost,
  readCheckoutRefusal,
} from './checkout-post.ts';

const KEY = 'k'.repeat(22);

describe('the checkout posted without JavaScript', () => {
  it('reads an empty post with the same messages as the JSON checkout, and the default payment', () => {
    const sent = readCheckoutPost(new URLSearchParams());
    expect(sent.paymentMethod).toBe('whatsapp');
    expect(sent.notifyByPhone).toBe(false);
    expect(fieldErrors(checkoutPostSchema, { ...sent, submissionKey: KEY })).toEqual({
      customerName: 'Full name is required',
      customerEmail: 'Valid email is required',
      customerPhone: 'Valid phone number is required',
      state: 'Choose your state',
      city: 'City or LGA is required',
      shippingAddress: 'Complete address is required',
    });
  });

  it('accepts a filled form: ticked boxes are present, the phone becomes E.164', () => {
    const form = new URLSearchParams({
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.com',
      customerPhone: '0803 123 4567',
      state: 'LA',
      city: 'Ikeja',
      shippingAddress: '12 Allen Avenue, Ikeja',
      discountCode: ' weekend10 ',
      paymentMethod: 'paystack',
      notifyByEmail: 'on',
      submissionKey: KEY,
    });
    const parsed = checkoutPostSchema.parse(readCheckoutPost(form));
    expect(parsed).toMatchObject({
      customerPhone: '+2348031234567',
      state: 'LA',
      discountCode: 'WEEKEND10',
      paymentMethod: 'paystack',
      notifyByPhone: false,
      notifyByEmail: true,
    });
  });

  it('refuses an unknown payment choice and a missing one-time key', () => {
    const sent = readCheckoutPost(new URLSearchParams({ paymentMethod: 'cash' }));
    const errors = fieldErrors(checkoutPostSchema, sent);
    expect(errors.paymentMethod).toBe('Choose a way to pay');
    expect(errors.submissionKey).toBeDefined();
  });

  it('keeps a bounded draft of what was typed, with the messages by field, and reads it back', () => {
    const long = 'x'.repeat(DRAFT_TEXT_MAX + 50);
    const sent = readCheckoutPost(
      new URLSearchParams({
        customerName: 'Ada\u0007 Obi',
        shippingAddress: long,
        paymentMethod: 'cash',
        notifyByEmail: 'on',
      }),
    );
    const draft = checkoutDraftOf(sent, { shippingAddress: 'Must be at most 500 characters', junk: 'no' });
    expect(draft.values.shippingAddress).toHaveLength(DRAFT_TEXT_MAX);
    expect(draft.values.customerName).toBe('Ada Obi');
    expect(draft.values).not.toHaveProperty('notifyByPhone');
    expect(draft.errors).toEqual({ shippingAddress: 'Must be at most 500 characters' });
    const refusal = readCheckoutRefusal(JSON.parse(JSON.stringify(draft)));
    expect(refusal?.values).toMatchObject({
      customerName: 'Ada Obi',
      paymentMethod: 'whatsapp',
      notifyByPhone: false,
      notifyByEmail: true,
    });
    expect(refusal?.errors).toEqual({ shippingAddress: 'Must be at most 500 characters' });
    expect(readCheckoutRefusal(null)).toBeNull();
    expect(readCheckoutRefusal({ values: 'x', errors: {} })).toBeNull();
  });
});
