import type { PaymentConfig, PaymentEvent, RefundRequest } from '@ata/core/payment';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../db/uuid.ts';
import { invalid, notFound } from '../errors.ts';
import { confirmPayment } from './confirm.ts';
import { eventsOfOrder } from './events.ts';
import { switchToPayOnDelivery } from './pay-on-delivery.ts';
import type { Payments } from './payments.ts';
import { refundOrder } from './refund.ts';
import { paymentEventJson } from './serialize.ts';
import { startPayment } from './start.ts';
import { receiveWebhook } from './webhook.ts';

/**
 * The payment operations the routes call, each on the request's entity manager. Every decision about an
 * order's payment state is taken under the order's row lock (see orders/locked-order.ts and settle.ts).
 */
export class PaymentService {
  constructor(private readonly payments: Payments) {}

  /** What the checkout offers: no provider means online payment is switched off. */
  config(): PaymentConfig {
    return { provider: this.payments.provider ? 'paystack' : null, testMode: this.payments.testMode };
  }

  start(em: EntityManager, orderId: string, callbackUrl: string) {
    return startPayment(em, this.payments, orderId, callbackUrl);
  }

  confirm(em: EntityManager, reference: string) {
    return confirmPayment(em, this.payments, reference);
  }

  webhook(em: EntityManager, rawBody: Buffer, header: (name: string) => string | undefined) {
    return receiveWebhook(em, this.payments, rawBody, header);
  }

  async switchToPayOnDelivery(em: EntityManager, orderId: string) {
    if (!isUuid(orderId)) throw notFound('Order not found');
    await switchToPayOnDelivery(em, orderId);
    return { orderId, paymentMethod: 'whatsapp' as const };
  }

  refund(em: EntityManager, orderId: string, request: RefundRequest) {
    if (!isUuid(orderId)) throw notFound('Order not found');
    return refundOrder(em, this.payments, orderId, request);
  }

  async events(em: EntityManager, orderId: string): Promise<PaymentEvent[]> {
    if (!isUuid(orderId)) throw invalid('orderId must be an order id');
    return (await eventsOfOrder(em, orderId)).map(paymentEventJson);
  }
}
