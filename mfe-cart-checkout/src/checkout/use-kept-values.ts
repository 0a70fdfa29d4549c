import {
  type CheckoutDraftValues,
  checkoutTextFields,
  emptyCheckoutValues,
  type PaymentMethod,
} from '@ata/core/order';
import { type RefObject, useEffect, useState } from 'react';
import { readCheckoutDraft, writeCheckoutDraft } from './draft.ts';

/**
 * The checkout's values: first what the server rendered (a refused post's values, else empty), so the
 * page hydrates without a mismatch; then, once mounted, what was typed before the scripts ran (still in
 * the fields) or else this tab's draft from before a reload. Every change is kept in the draft.
 */
export function useKeptValues(
  form: RefObject<HTMLFormElement | null>,
  rendered: CheckoutDraftValues | null,
  /** Chosen before the form showed (the cart drawer's "Checkout on WhatsApp"): wins over the draft's. */
  preselected: PaymentMethod | undefined,
  /** Values the page starts with when nothing was rendered or kept for them (the cart's discount code and state). */
  defaults: Partial<CheckoutDraftValues> = {},
) {
  const [values, setValues] = useState<CheckoutDraftValues>(
    () =>
      rendered ?? {
        ...emptyCheckoutValues,
        ...defaults,
        paymentMethod: preselected ?? emptyCheckoutValues.paymentMethod,
      },
  );
  const [ready, setReady] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const typed = typedBeforeHydration(form.current, values);
    const kept = rendered ? null : readCheckoutDraft();
    if (typed) setValues((current) => ({ ...current, ...typed }));
    else if (kept)
      setValues({
        ...kept,
        discountCode: kept.discountCode || (defaults.discountCode ?? ''),
        state: kept.state || (defaults.state ?? ''),
        paymentMethod: preselected ?? kept.paymentMethod,
      });
    setReady(true);
  }, []);

  useEffect(() => {
    if (ready) writeCheckoutDraft(values);
  }, [ready, values]);

  return [values, setValues] as const;
}

/** The text fields whose content differs from what was rendered: typed before React took over. */
function typedBeforeHydration(form: HTMLFormElement | null, rendered: CheckoutDraftValues) {
  const typed: Partial<CheckoutDraftValues> = {};
  for (const name of checkoutTextFields) {
    const field = form?.elements.namedItem(name);
    const value =
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
        ? field.value
        : null;
    if (value !== null && value !== rendered[name]) typed[name] = value;
  }
  return Object.keys(typed).length > 0 ? typed : null;
}
