import type { CartItem } from '../cart/schema.ts';
import { formatKobo, formatNaira } from '../money/format.ts';
import { lineTotalKobo } from '../money/kobo.ts';
import type { CheckoutForm } from '../order/schema.ts';
import { nameWithSize } from '../product/variants.ts';

type Line = Pick<CartItem, 'name' | 'price' | 'quantity' | 'variantLabel'>;

/** A WhatsApp link to the shop's number with a prefilled text. */
export const chatLink = (number: string, text: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/**
 * The checkout page's order text: brand, customer details, 'name, quantity x price = line total', total;
 * with the order's reference when the server has the order, so the owner can match the chat to it.
 */
export function checkoutMessage(order: {
  siteName: string;
  form: CheckoutForm;
  items: readonly Line[];
  total: number;
  reference?: string;
  /** The order's tracking page (absolute, from the shop's configured address). */
  trackingUrl?: string;
}): string {
  const { siteName, form, items, total, reference, trackingUrl } = order;
  return [
    `*New Order - ${siteName}*`,
    ...(reference ? [`*Order reference:* ${reference}`] : []),
    '',
    `*Customer:* ${form.customerName}`,
    `*Email:* ${form.customerEmail}`,
    `*Phone:* ${form.customerPhone}`,
    `*Address:* ${form.shippingAddress}`,
    '',
    '*Items:*',
    ...items.map(
      (item) =>
        `- ${nameWithSize(item.name, item.variantLabel)}, ${item.quantity} x ${formatNaira(item.price)} = ${formatKobo(lineTotalKobo(item))}`,
    ),
    '',
    `*Total: ${formatNaira(total)}*`,
    ...(trackingUrl ? ['', `*Track your order:* ${trackingUrl}`] : []),
  ].join('\n');
}

/** The product page's 'Inquire via WhatsApp' text, naming the product and its price. */
export const productInquiryMessage = (product: { name: string; price: number }): string =>
  `Hello! I'm interested in ${product.name} (${formatNaira(product.price)}). Is it available?`;
