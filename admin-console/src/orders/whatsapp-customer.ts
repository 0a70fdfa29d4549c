import { chatLink } from '@ata/core/chat';
import { orderReference } from '@ata/core/order';

/**
 * The owner's WhatsApp chat with the customer, the order named in the first line: wa.me wants the
 * number's digits without '+' (the order keeps it in E.164, +234…).
 */
export const whatsAppCustomerHref = (order: { id: string; customerName: string; customerPhone: string }) =>
  chatLink(order.customerPhone, `Hello ${order.customerName}, about your order ${orderReference(order.id)}`);
