import { type CheckoutDraftValues, checkoutDraftValuesSchema } from '@ata/core/order';
import { sessionStorageOrNone } from './session-storage.ts';

/**
 * What the shopper typed and chose at the checkout, kept for this tab's session: a reload mid-checkout
 * (or the phone dropping the page) gives it back; placing the order forgets it. Never a payment secret:
 * card details are typed on Paystack's page, not here.
 */
export const CHECKOUT_DRAFT_KEY = 'ata_checkout_draft';

export function readCheckoutDraft(storage = sessionStorageOrNone()): CheckoutDraftValues | null {
  try {
    const parsed = checkoutDraftValuesSchema.safeParse(
      JSON.parse(storage?.getItem(CHECKOUT_DRAFT_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCheckoutDraft(values: CheckoutDraftValues, storage = sessionStorageOrNone()): void {
  try {
    storage?.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, only a reload loses what was typed.
  }
}

export function clearCheckoutDraft(storage = sessionStorageOrNone()): void {
  try {
    storage?.removeItem(CHECKOUT_DRAFT_KEY);
  } catch {
    // nothing stored
  }
}
