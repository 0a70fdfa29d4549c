import { z } from 'zod/mini';
import { messages } from '../site/messages.ts';
import { checked } from '../validation/schema.ts';
import { checkoutFormSchema, paymentMethodSchema } from './schema.ts';

/** Where the checkout form posts without JavaScript (and the page it comes back to). */
export const CHECKOUT_PATH = '/checkout';

/** The hidden field with the rendered form's one-time key: a double submit places one order. */
export const SUBMISSION_KEY_FIELD = 'submissionKey';

/** A form's one-time key as the server renders it (base64url, 128 bits or more). */
export const submissionKeySchema = checked(z.string(), z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** The checkout's text fields, in the form's order. */
export const checkoutTextFields = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'shippingAddress',
] as const;
export type CheckoutTextField = (typeof checkoutTextFields)[number];

/** Longest a kept (draft) field may be: more than any field accepts, so its own message still shows. */
export const DRAFT_TEXT_MAX = 1_000;

const draftText = checked(z.string(), z.maxLength(DRAFT_TEXT_MAX));

/** What the shopper typed and chose, valid or not: kept across a reload (browser) or a refused post (server). */
export const checkoutDraftValuesSchema = z.object({
  customerName: draftText,
  customerEmail: draftText,
  customerPhone: draftText,
  shippingAddress: draftText,
  paymentMethod: paymentMethodSchema,
  notifyByPhone: z.boolean(),
  notifyByEmail: z.boolean(),
});
export type CheckoutDraftValues = z.infer<typeof checkoutDraftValuesSchema>;

/** Where an error is shown: next to its field, or `form` for the whole order (stock changed, a limit). */
export const checkoutErrorKeys = [...checkoutTextFields, 'paymentMethod', 'form'] as const;
export type CheckoutErrorKey = (typeof checkoutErrorKeys)[number];

/** A refused no-JavaScript checkout: what was sent and each message, shown in place on the next render. */
export const checkoutDraftSchema = z.object({
  values: checkoutDraftValuesSchema,
  errors: z.partialRecord(z.enum(checkoutErrorKeys), checked(z.string(), z.maxLength(500))),
});
export type CheckoutDraft = z.infer<typeof checkoutDraftSchema>;

export const emptyCheckoutValues: CheckoutDraftValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  shippingAddress: '',
  paymentMethod: 'whatsapp',
  notifyByPhone: true,
  notifyByEmail: true,
};

/** The posted checkout: the same form schema (and messages) as the JSON API's orders, plus the choices. */
export const checkoutPostSchema = z.extend(checkoutFormSchema, {
  paymentMethod: z.enum(paymentMethodSchema.options, messages.choosePayment),
  notifyByPhone: z.boolean(),
  notifyByEmail: z.boolean(),
  submissionKey: submissionKeySchema,
});
export type CheckoutPost = z.infer<typeof checkoutPostSchema>;

/**
 * The posted form as the schema reads it: absent text is empty, an unticked box is absent (false), no
 * payment choice is today's default. Each text is cut at DRAFT_TEXT_MAX so what is kept stays bounded.
 */
export function readCheckoutPost(form: URLSearchParams) {
  const text = (name: string) => (form.get(name) ?? '').slice(0, DRAFT_TEXT_MAX);
  return {
    customerName: text('customerName'),
    customerEmail: text('customerEmail'),
    customerPhone: text('customerPhone'),
    shippingAddress: text('shippingAddress'),
    paymentMethod: form.get('paymentMethod') ?? emptyCheckoutValues.paymentMethod,
    notifyByPhone: form.has('notifyByPhone'),
    notifyByEmail: form.has('notifyByEmail'),
    submissionKey: text(SUBMISSION_KEY_FIELD),
  };
}

/** The draft kept for a refused post: the typed values (an unknown payment choice falls back) and the messages. */
export function checkoutDraftOf(
  sent: ReturnType<typeof readCheckoutPost>,
  errors: Partial<Record<string, string>>,
): CheckoutDraft {
  const { submissionKey: _key, paymentMethod, ...values } = sent;
  const kept: CheckoutDraft['errors'] = {};
  for (const key of checkoutErrorKeys) {
    const message = errors[key];
    if (message) kept[key] = message.slice(0, 500);
  }
  const method = paymentMethodSchema.safeParse(paymentMethod);
  return {
    values: { ...values, paymentMethod: method.success ? method.data : emptyCheckoutValues.paymentMethod },
    errors: kept,
  };
}
