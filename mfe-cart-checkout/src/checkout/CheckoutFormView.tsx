import {
  CHECKOUT_PATH,
  type CheckoutForm,
  type CheckoutRefusal,
  checkoutFormSchema,
  type PaymentMethod,
  SHOWN_TOTAL_FIELD,
  SUBMISSION_KEY_FIELD,
} from '@ata/core/order';
import { zodErrorsByField } from '@ata/core/validation';
import { buttonClass } from '@ata/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Field, type FieldName } from './Field.tsx';
import type { UpdateChoice } from './place-order.ts';
import { useKeptValues } from './use-kept-values.ts';

const paymentOptions: { value: PaymentMethod; label: string; hint: string; submit: string }[] = [
  {
    value: 'whatsapp',
    label: 'Order via WhatsApp',
    hint: 'Send your order to us on WhatsApp and pay on delivery.',
    submit: 'Complete Order via WhatsApp',
  },
  {
    value: 'paystack',
    label: 'Pay online (Paystack)',
    hint: 'Pay securely by card, bank transfer, USSD or bank on Paystack.',
    submit: 'Proceed to Payment',
  },
];

const updateOptions: { name: keyof UpdateChoice; label: string }[] = [
  { name: 'notifyByPhone', label: 'WhatsApp/SMS' },
  { name: 'notifyByEmail', label: 'E-mail' },
];

/**
 * The contact and shipping form with the payment choice and how to hear about the order. Messages appear under a field
 * once it has been left or the form submitted, and clear as soon as the value becomes valid.
 *
 * It is a real form (`POST /checkout` with named fields): before or without JavaScript the server validates
 * it with the same schema and renders it again with `refused` (the values and messages); once hydrated,
 * React validates and places the order itself. What is typed is kept for the tab (draft.ts).
 */
export function CheckoutFormView({
  processing,
  onSubmit,
  testPayments = false,
  onlinePayment = true,
  initialPaymentMethod,
  refused = null,
  submissionKey = '',
  shownTotal,
}: {
  /** The subtotal shown beside the form (naira, as text): the server refuses the order if it changed. */
  shownTotal?: string;
  processing: boolean;
  /** What the server refused when the form was posted without JavaScript: shown as submitted. */
  refused?: CheckoutRefusal | null;
  /** The one-time key the server rendered the form with (a double submit places one order). */
  submissionKey?: string;
  /** The way to pay chosen before the form shows (the cart drawer's "Checkout on WhatsApp"). */
  initialPaymentMethod?: PaymentMethod;
  /** Online payments go to a test Paystack: say so before the shopper pays. */
  testPayments?: boolean;
  /** The shop takes online payments; when it does not, only the other ways to pay are offered. */
  onlinePayment?: boolean;
  /** Called synchronously from the submit event, so a chat window opened there is not blocked. */
  onSubmit: (form: CheckoutForm, paymentMethod: PaymentMethod, updates: UpdateChoice) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useKeptValues(formRef, refused?.values ?? null, initialPaymentMethod);
  const setPaymentMethod = (method: PaymentMethod) =>
    setValues((current) => ({ ...current, paymentMethod: method }));
  // Paying online may be off in this shop: then paying on delivery is the only way offered.
  const paymentMethod = onlinePayment ? values.paymentMethod : 'whatsapp';
  const updates: UpdateChoice = { notifyByPhone: values.notifyByPhone, notifyByEmail: values.notifyByEmail };
  const setUpdates = (change: (current: UpdateChoice) => UpdateChoice) =>
    setValues((current) => ({ ...current, ...change(current) }));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(Object.keys(refused?.errors ?? {}).length > 0);

  const form: CheckoutForm = {
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    shippingAddress: values.shippingAddress,
  };
  const result = checkoutFormSchema.safeParse(form);
  const errors: Partial<Record<string, string>> = result.success ? {} : zodErrorsByField(result.error);
  const errorOf = (name: FieldName) => (submitted || touched[name] ? errors[name] : undefined);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.success) {
      const firstInvalid = formRef.current?.querySelector<HTMLElement>(
        `[name="${String(result.error.issues[0]?.path[0])}"]`,
      );
      firstInvalid?.focus();
      return;
    }
    onSubmit(result.data, paymentMethod, updates);
  };

  const submitLabel = paymentOptions.find((option) => option.value === paymentMethod)?.submit;

  return (
    <form
      ref={formRef}
      method="post"
      action={CHECKOUT_PATH}
      className="cart-checkout__form"
      noValidate
      onSubmit={handleSubmit}
    >
      <input type="hidden" name={SUBMISSION_KEY_FIELD} value={submissionKey} />
      {shownTotal !== undefined && <input type="hidden" name={SHOWN_TOTAL_FIELD} value={shownTotal} />}
      <fieldset className="cart-fieldset">
        <legend className="cart-fieldset__legend">Contact Information</legend>
        <Field {...field('customerName')} label="Full Name" autoComplete="name" />
        <Field
          {...field('customerEmail')}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <Field
          {...field('customerPhone')}
          label="Phone Number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </fieldset>

      <fieldset className="cart-fieldset">
        <legend className="cart-fieldset__legend">Shipping Address</legend>
        <Field
          {...field('shippingAddress')}
          label="Delivery Address"
          multiline
          autoComplete="street-address"
        />
      </fieldset>

      <fieldset className="cart-fieldset">
        <legend className="cart-fieldset__legend">Payment Method</legend>
        {paymentOptions
          .filter((option) => onlinePayment || option.value !== 'paystack')
          .map((option) => (
            <label key={option.value} className="cart-payment-option">
              <input
                type="radio"
                name="paymentMethod"
                value={option.value}
                checked={paymentMethod === option.value}
                onChange={() => setPaymentMethod(option.value)}
              />
              <span>
                <span className="cart-payment-option__label">{option.label}</span>
                <span className="cart-muted cart-payment-option__hint">{option.hint}</span>
                {option.value === 'paystack' && testPayments && (
                  <span className="cart-payment-option__test">Test payment: no real money is taken.</span>
                )}
              </span>
            </label>
          ))}
        {refused?.errors.paymentMethod && (
          <p id="checkout-paymentMethod-error" className="cart-field__error">
            {refused.errors.paymentMethod}
          </p>
        )}
      </fieldset>

      <fieldset className="cart-fieldset">
        <legend className="cart-fieldset__legend">Order updates</legend>
        <p className="cart-muted cart-updates__hint">
          How should we tell you when your order is confirmed, shipped and delivered?
        </p>
        {updateOptions.map((option) => (
          <label key={option.name} className="cart-payment-option cart-updates__option">
            <input
              type="checkbox"
              name={option.name}
              checked={updates[option.name]}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setUpdates((current) => ({ ...current, [option.name]: checked }));
              }}
            />
            <span className="cart-payment-option__label">{option.label}</span>
          </label>
        ))}
      </fieldset>

      <button type="submit" className={buttonClass('primary', 'lg', 'cart-block')} disabled={processing}>
        {processing ? 'Processing...' : submitLabel}
      </button>
    </form>
  );
}
