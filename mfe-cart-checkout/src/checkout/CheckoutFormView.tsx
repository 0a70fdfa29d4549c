import type { CartItem } from '@ata/core/cart';
import {
  CHECKOUT_PATH,
  type CheckoutFullForm,
  type CheckoutRefusal,
  checkoutFullFormSchema,
  type PaymentMethod,
  type Quote,
  SHOWN_TOTAL_FIELD,
  SUBMISSION_KEY_FIELD,
} from '@ata/core/order';
import { statesByName } from '@ata/core/pricing';
import { zodErrorsByField } from '@ata/core/validation';
import { buttonClass } from '@ata/ui';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { DeliveryChoice, DiscountCodeField } from './DeliveryChoice.tsx';
import { Field, type FieldName } from './Field.tsx';
import type { UpdateChoice } from './place-order.ts';
import { type CartChoice, initialChoice, useQuote } from './quote.ts';
import { RadioOption } from './RadioOption.tsx';
import { useCartFollowsState } from './use-cart-follows-state.ts';
import { useKeptValues } from './use-kept-values.ts';

const STATES = statesByName();

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
  items,
  cart = {},
  summary,
}: {
  /** The cart's lines: the quote prices them. */
  items: readonly CartItem[];
  /** The code the cart keeps (a `?code=` link, applied when valid) and its state (chosen on the cart page). */
  cart?: CartChoice;
  /** The summary column, drawn with the quote (first in reading order: the total before the pay button). */
  summary: (quote: Quote | undefined) => ReactNode;
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
  onSubmit: (
    form: CheckoutFullForm,
    paymentMethod: PaymentMethod,
    updates: UpdateChoice,
    quote: Quote | undefined,
  ) => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [first] = useState(() => initialChoice(refused?.values, cart));
  const [values, setValues] = useKeptValues(formRef, refused?.values ?? null, initialPaymentMethod, {
    discountCode: first.code,
    state: first.state,
  });
  useCartFollowsState(values.state, cart.state ?? '');
  /** The city the quote was asked for (on leaving the field, not per keystroke) and the code applied. */
  const [quotedCity, setQuotedCity] = useState(first.city);
  const [appliedCode, setAppliedCode] = useState(first.code);
  const quoted = useQuote(items, {
    state: values.state,
    city: values.state ? quotedCity : '',
    option: values.deliveryOptionId,
    code: appliedCode,
  });
  const quote = quoted.data;
  /** The option that will be charged: the one chosen if still offered, else the first offered. */
  const deliveryOptionId = values.state ? (quote?.delivery?.id ?? '') : '';
  const setPaymentMethod = (method: PaymentMethod) =>
    setValues((current) => ({ ...current, paymentMethod: method }));
  // Paying online may be off in this shop: then paying on delivery is the only way offered.
  const paymentMethod = onlinePayment ? values.paymentMethod : 'whatsapp';
  const updates: UpdateChoice = { notifyByPhone: values.notifyByPhone, notifyByEmail: values.notifyByEmail };
  const setUpdates = (change: (current: UpdateChoice) => UpdateChoice) =>
    setValues((current) => ({ ...current, ...change(current) }));
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const [submitted, setSubmitted] = useState(Object.keys(refused?.errors ?? {}).length > 0);

  // A code the quote refused is not sent (its message stays in view); one typed but not applied is applied first.
  const codeAccepted = appliedCode !== '' && quote?.code === appliedCode;
  const form = {
    customerName: values.customerName,
    customerEmail: values.customerEmail,
    customerPhone: values.customerPhone,
    state: values.state,
    city: values.city,
    shippingAddress: values.shippingAddress,
    landmark: values.landmark,
    deliveryOptionId,
    discountCode: codeAccepted ? appliedCode : '',
  };
  const result = checkoutFullFormSchema.safeParse(form);
  const errors: Partial<Record<string, string>> = result.success ? {} : zodErrorsByField(result.error);
  if (values.state && quote && !deliveryOptionId) errors.deliveryOptionId = 'Choose a delivery option';
  const serverError = (name: string) =>
    (refused?.errors as Partial<Record<string, string>> | undefined)?.[name];
  const errorOf = (name: FieldName) => (submitted || touched[name] ? errors[name] : undefined);

  const field = (name: FieldName) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const applyCode = () => setAppliedCode(values.discountCode.trim().toUpperCase());

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!result.success || errors.deliveryOptionId) {
      const name = result.success ? 'deliveryOptionId' : String(result.error.issues[0]?.path[0]);
      const firstInvalid = formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
      firstInvalid?.focus();
      return;
    }
    // A code typed but not applied: the total changes, so the shopper sees it before paying.
    if (values.discountCode.trim().toUpperCase() !== appliedCode) {
      applyCode();
      return;
    }
    // The server prices the order again whatever the page shows (a quote still loading changes nothing).
    onSubmit(result.data, paymentMethod, updates, quoted.isPlaceholderData ? undefined : quote);
  };

  const submitLabel = paymentOptions.find((option) => option.value === paymentMethod)?.submit;

  return (
    <>
      {summary(quote)}
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
          <div className="cart-field">
            <label htmlFor="checkout-state" className="cart-field__label">
              State
            </label>
            {/* A native select: a phone's own picker, and typing a letter jumps to the state. */}
            <select
              id="checkout-state"
              name="state"
              className="ui-input cart-field__input cart-field__select"
              value={values.state}
              autoComplete="address-level1"
              aria-invalid={errorOf('state') ? true : undefined}
              aria-describedby={errorOf('state') ? 'checkout-state-error' : undefined}
              onChange={(event) => {
                const state = event.target.value;
                setValues((current) => ({ ...current, state, deliveryOptionId: '' }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, state: true }))}
            >
              <option value="">Choose your state</option>
              {STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
            {errorOf('state') && (
              <p id="checkout-state-error" className="cart-field__error">
                {errorOf('state')}
              </p>
            )}
          </div>
          <Field
            {...field('city')}
            label="City / LGA"
            autoComplete="address-level2"
            onBlur={() => {
              setTouched((current) => ({ ...current, city: true }));
              setQuotedCity(values.city.trim());
            }}
          />
          <Field
            {...field('shippingAddress')}
            label="Delivery Address"
            multiline
            autoComplete="street-address"
          />
          <Field {...field('landmark')} label="Landmark or nearest bus stop (optional)" />
        </fieldset>

        <DeliveryChoice
          quote={quote}
          state={values.state}
          selected={deliveryOptionId}
          error={errorOf('deliveryOptionId') ?? serverError('deliveryOptionId')}
          onSelect={(id) => setValues((current) => ({ ...current, deliveryOptionId: id }))}
        />

        <DiscountCodeField
          value={values.discountCode}
          onChange={(code) => setValues((current) => ({ ...current, discountCode: code }))}
          onApply={applyCode}
          quote={quote}
          applied={appliedCode}
          error={
            appliedCode === (refused?.values.discountCode.trim().toUpperCase() ?? '')
              ? serverError('discountCode')
              : undefined
          }
        />

        <fieldset className="cart-fieldset">
          <legend className="cart-fieldset__legend">Payment Method</legend>
          {paymentOptions
            .filter((option) => onlinePayment || option.value !== 'paystack')
            .map((option) => (
              <RadioOption
                key={option.value}
                name="paymentMethod"
                value={option.value}
                checked={paymentMethod === option.value}
                onSelect={() => setPaymentMethod(option.value)}
                label={option.label}
                hint={option.hint}
              >
                {option.value === 'paystack' && testPayments && (
                  <span className="cart-payment-option__test">Test payment: no real money is taken.</span>
                )}
              </RadioOption>
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
    </>
  );
}
