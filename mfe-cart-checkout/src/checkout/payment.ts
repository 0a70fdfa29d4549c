import { api } from '@ata/core/http';
import type { PaymentConfig, PaymentResult, StartedPayment } from '@ata/core/payment';

/** The order is placed: start paying it online (a new Paystack transaction for its server-side amount). */
export const startOnlinePayment = (orderId: string) =>
  api.request<StartedPayment>('POST', '/api/payments/paystack/transactions', { orderId });

/** What the server verified with Paystack for this reference. */
export const fetchPaymentResult = (reference: string) =>
  api.getJson<PaymentResult>(`/api/payments/paystack/transactions/${encodeURIComponent(reference)}`);

/** Give up paying online: the order is paid on delivery instead. */
export const switchToPayOnDelivery = (orderId: string) =>
  api.request('POST', `/api/payments/orders/${encodeURIComponent(orderId)}/pay-on-delivery`);

export const PAYMENT_CONFIG_PATH = '/api/payments/config';
/** The query the checkout reads the payment choices from (filled by the server render, server-prefetch.ts). */
export const PAYMENT_CONFIG_QUERY = ['payment-config'] as const;
export const fetchPaymentConfig = () => api.getJson<PaymentConfig>(PAYMENT_CONFIG_PATH);

/** Off to the payment page (Paystack's, or our local fake's). A function so tests can watch it. */
export const goToPaymentPage = (url: string) => window.location.assign(url);

/** The reference Paystack appends to the callback URL (`?trxref=…&reference=…`), if this is a return. */
export function returnedReference(search: string = window.location.search): string | null {
  const params = new URLSearchParams(search);
  return params.get('reference') || params.get('trxref') || null;
}
