/** Payment state, kept apart from the order's own status (pending, paid, shipped, delivered). */
export const paymentStatuses = ['unpaid', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusOptions: readonly { value: PaymentStatus; label: string; color: string }[] = [
  { value: 'unpaid', label: 'Unpaid', color: 'yellow' },
  { value: 'paid', label: 'Paid', color: 'green' },
  { value: 'failed', label: 'Failed', color: 'red' },
  { value: 'refunded', label: 'Refunded', color: 'purple' },
];

/** The channels a Paystack checkout offers for our orders. */
export const PAYSTACK_CHANNELS = ['card', 'bank', 'ussd', 'bank_transfer'] as const;

/** Paystack allows only alphanumerics and `-`, `.`, `=` in a reference; ours also bind it to the order. */
export const PAYSTACK_REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

/** `ata-<order id>-<attempt>`: each retry is a new Paystack transaction for the same order. */
export const paymentReference = (orderId: string, attempt: number): string => `ata-${orderId}-${attempt}`;

const REFERENCE_PARTS = /^ata-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([1-9]\d{0,5})$/;

export function parsePaymentReference(reference: string): { orderId: string; attempt: number } | null {
  const match = REFERENCE_PARTS.exec(reference);
  return match ? { orderId: match[1]!, attempt: Number(match[2]) } : null;
}

/** Where a stored payment event came from: Paystack's webhook, a verification, or the owner (refund). */
export const paymentEventSources = ['webhook', 'verify', 'admin'] as const;
