import { emptyCheckoutValues } from '@ata/core/order';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_DRAFT_KEY, clearCheckoutDraft, readCheckoutDraft, writeCheckoutDraft } from './draft.ts';

beforeEach(() => window.sessionStorage.clear());

const typed = {
  ...emptyCheckoutValues,
  customerName: 'Ngozi Adeyemi',
  shippingAddress: '12 Allen Avenue',
  paymentMethod: 'paystack' as const,
  notifyByEmail: false,
};

describe('the checkout draft', () => {
  it('gives back what was written, until it is cleared', () => {
    expect(readCheckoutDraft()).toBeNull();
    writeCheckoutDraft(typed);
    expect(readCheckoutDraft()).toEqual(typed);
    clearCheckoutDraft();
    expect(readCheckoutDraft()).toBeNull();
  });

  it('ignores a stored value it cannot read or that is out of bounds', () => {
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json');
    expect(readCheckoutDraft()).toBeNull();
    window.sessionStorage.setItem(
      CHECKOUT_DRAFT_KEY,
      JSON.stringify({ ...typed, customerName: 'x'.repeat(5000) }),
    );
    expect(readCheckoutDraft()).toBeNull();
    window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...typed, paymentMethod: 'cash' }));
    expect(readCheckoutDraft()).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const refusing = {
      setItem: () => {
        throw new Error('quota');
      },
      getItem: () => null,
    } as unknown as Storage;
    expect(() => writeCheckoutDraft(typed, refusing)).not.toThrow();
    expect(readCheckoutDraft(refusing)).toBeNull();
  });
});
