import { z } from 'zod/mini';
import type { CheckoutDraft } from '../cart/server-cart.ts';
import { messages } from '../site/messages.ts';
import { checked } from '../validation/schema.ts';
import {
  checkoutAddressSchema,
  checkoutFormSchema,
  orderPayloadSchema,
  paymentMethodSchema,
} from './schema.ts';

/** Where the checkout form posts without JavaScript (and the page it comes back to). */
export const CHECKOUT_PATH = '/checkout';

/** The hidden field with the rendered form's one-time key: a double submit places one order. */
export const SUBMISSION_KEY_FIELD = 'submissionKey';

/**
 * The submit button that asks for the delivery options and the code's discount without placing the order
 * (without JavaScript the page comes back priced for the chosen state and code).
 */
export const CHECKOUT_INTENT_FIELD = 'intent';
export const CHECKOUT_QUOTE_INTENT = 'quote';

/** The hidden field with the subtotal the shopper was shown: the order is refused if it changed since. */
export const SHOWN_TOTAL_FIELD = 'totalAmount';

/** A form's one-time key as the server renders it (base64url, 128 bits or more). */
export const submissionKeySchema = checked(z.string(), z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** The checkout's text fields, in the form's order. */
export const checkoutTextFields = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'state',
  'city',
  'shippingAddress',
  'landmark',
  'deliveryOptionId',
  'discountCode',
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
  state: draftText,
  city: draftText,
  shippingAddress: draftText,
  landmark: draftText,
  deliveryOptionId: draftText,
  discountCode: draftText,
  paymentMethod: paymentMethodSchema,
  notifyByPhone: z.boolean(),
  notifyByEmail: z.boolean(),
});
export type CheckoutDraftValues = z.infer<typeof checkoutDraftValuesSchema>;

/** Where an error is shown: next to its field, or `form` for the whole order (stock changed, a limit). */
export const checkoutErrorKeys = [...checkoutTextFields, 'paymentMethod', 'form'] as const;
export type CheckoutErrorKey = (typeof checkoutErrorKeys)[number];

/** The refused checkout as the page shows it: typed values and each message in its place. */
export interface CheckoutRefusal {
  values: CheckoutDraftValues;
  errors: Partial<Record<CheckoutErrorKey, string>>;
}

export const emptyCheckoutValues: CheckoutDraftValues = {
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  state: '',
  city: '',
  shippingAddress: '',
  landmark: '',
  deliveryOptionId: '',
  discountCode: '',
  paymentMethod: 'whatsapp',
  notifyByPhone: true,
  notifyByEmail: true,
};

/** The posted checkout: the same form schema (and messages) as the JSON API's orders, plus the choices. */
export const checkoutPostSchema = z.extend(checkoutFormSchema, {
  ...checkoutAddressSchema.shape,
  paymentMethod: z.enum(paymentMethodSchema.options, messages.choosePayment),
  notifyByPhone: z.boolean(),
  notifyByEmail: z.boolean(),
  submissionKey: submissionKeySchema,
  totalAmount: z.optional(orderPayloadSchema.shape.totalAmount),
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
    state: text('state'),
    city: text('city'),
    shippingAddress: text('shippingAddress'),
    landmark: text('landmark'),
    deliveryOptionId: text('deliveryOptionId'),
    discountCode: text('discountCode'),
    paymentMethod: form.get('paymentMethod') ?? emptyCheckoutValues.paymentMethod,
    notifyByPhone: form.has('notifyByPhone'),
    notifyByEmail: form.has('notifyByEmail'),
    submissionKey: text(SUBMISSION_KEY_FIELD),
    totalAmount: form.get(SHOWN_TOTAL_FIELD)?.slice(0, 50) || undefined,
  };
}

/** Control and direction characters are dropped from what is kept (the field still says it refused them). */
const keepable = (text: string): string =>
  text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, (c: string) => (c === '\n' || c === '\t' ? c : ''));

/** What a refused post leaves with the cart: the typed fields (not the one-time key) and the messages. */
export function checkoutDraftOf(
  sent: ReturnType<typeof readCheckoutPost>,
  errors: Partial<Record<string, string>>,
): CheckoutDraft {
  const values: Record<string, string> = {};
  for (const name of checkoutTextFields) values[name] = keepable(sent[name]);
  values.paymentMethod = keepable(sent.paymentMethod).slice(0, 20);
  if (sent.notifyByPhone) values.notifyByPhone = 'on';
  if (sent.notifyByEmail) values.notifyByEmail = 'on';
  const kept: Record<string, string> = {};
  for (const key of checkoutErrorKeys) {
    const message = errors[key];
    if (message) kept[key] = keepable(message).slice(0, 500);
  }
  return { values, errors: kept };
}

/** A kept draft read back for the page (null when there is none or it is not one). */
export function readCheckoutRefusal(stored: unknown): CheckoutRefusal | null {
  const draft = stored as Partial<CheckoutDraft> | null | undefined;
  if (typeof draft?.values !== 'object' || typeof draft.errors !== 'object' || !draft.values || !draft.errors)
    return null;
  const fields = new URLSearchParams();
  for (const [name, value] of Object.entries(draft.values))
    if (typeof value === 'string') fields.set(name, value);
  const { submissionKey: _key, totalAmount: _total, paymentMethod, ...values } = readCheckoutPost(fields);
  const method = paymentMethodSchema.safeParse(paymentMethod);
  const errors: CheckoutRefusal['errors'] = {};
  for (const key of checkoutErrorKeys) {
    const message = (draft.errors as Record<string, unknown>)[key];
    if (typeof message === 'string' && message) errors[key] = message.slice(0, 500);
  }
  return {
    values: { ...values, paymentMethod: method.success ? method.data : emptyCheckoutValues.paymentMethod },
    errors,
  };
}
