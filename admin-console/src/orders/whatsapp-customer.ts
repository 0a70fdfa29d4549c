import { chatLink } from '@ata/core/chat';
import { orderReference } from '@ata/core/order';

/**
 * The number as wa.me wants it: the digits of the E.164 form without '+'. Orders placed before phone
 * numbers were stored in E.164 may hold a local Nigerian number (0803 123 4567): its leading 0 becomes 234.
 */
const waDigits = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return /^0\d{10}$/.test(digits) ? `234${digits.slice(1)}` : digits;
};

/** The owner's WhatsApp chat with the customer, the order named in its first line. */
export const whatsAppCustomerHref = (order: { id: string; customerName: string; customerPhone: string }) =>
  chatLink(
    waDigits(order.customerPhone),
    `Hello ${order.customerName}, about your order ${orderReference(order.id)}`,
  );
