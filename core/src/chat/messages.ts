import type { CartItem } from '../cart/schema.ts';
import { formatKobo, formatNaira } from '../money/format.ts';
import { lineTotalKobo } from '../money/kobo.ts';
import { addressLines } from '../order/address.ts';
import type { CheckoutForm } from '../order/schema.ts';
import { nameWithSize } from '../product/variants.ts';

type Line = Pick<CartItem, 'name' | 'price' | 'quantity' | 'variantLabel'>;

/** A WhatsApp link to the shop's number with a prefilled text. */
export const chatLink = (number: string, text: string): string =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

/** The order's money as the server priced it (core's priceOrder): the order as stored, or its quote. */
export interface PricedTotals {
  subtotalKobo: number;
  discountKobo: number;
  /** The code redeemed; null: none (automatic offers only, or no discount). */
  discountCode: string | null;
  /** The delivery option ("Standard delivery (Lagos)", "Pick up: …"); null: not chosen. */
  deliveryLabel: string | null;
  deliveryKobo: number;
  /** What the shopper owes: subtotal − discount + delivery. */
  totalKobo: number;
}

const feeText = (kobo: number) => (kobo === 0 ? 'Free' : formatKobo(kobo));

/**
 * Subtotal, the discount on its own row (with its code) and delivery with its option, as every order message
 * words them (the shopper's WhatsApp text here, the e-mails and the owner's alerts in the API).
 */
export const pricedRows = (priced: PricedTotals): { label: string; value: string }[] => [
  { label: 'Subtotal', value: formatKobo(priced.subtotalKobo) },
  ...(priced.discountKobo > 0
    ? [
        {
          label: `Discount${priced.discountCode ? ` (${priced.discountCode})` : ''}`,
          value: `−${formatKobo(priced.discountKobo)}`,
        },
      ]
    : []),
  { label: priced.deliveryLabel ?? 'Delivery', value: feeText(priced.deliveryKobo) },
];

/**
 * The checkout page's order text: brand, customer details, the address as one block, each line with its
 * size ('name (size), quantity x price = line total'), subtotal, discount, delivery and the total owed;
 * with the order's reference when the server has the order, so the owner can match the chat to it.
 */
export function checkoutMessage(order: {
  siteName: string;
  form: CheckoutForm & { state?: string; city?: string; landmark?: string };
  items: readonly Line[];
  priced: PricedTotals;
  reference?: string;
  /** The order's tracking page (absolute, from the shop's configured address). */
  trackingUrl?: string;
}): string {
  const { siteName, form, items, priced, reference, trackingUrl } = order;
  return [
    `*New Order - ${siteName}*`,
    ...(reference ? [`*Order reference:* ${reference}`] : []),
    '',
    `*Customer:* ${form.customerName}`,
    `*Email:* ${form.customerEmail}`,
    `*Phone:* ${form.customerPhone}`,
    '*Deliver to:*',
    ...addressLines(form),
    '',
    '*Items:*',
    ...items.map(
      (item) =>
        `- ${nameWithSize(item.name, item.variantLabel)}, ${item.quantity} x ${formatNaira(item.price)} = ${formatKobo(lineTotalKobo(item))}`,
    ),
    '',
    ...pricedRows(priced).map(({ label, value }) => `${label}: ${value}`),
    `*Total: ${formatKobo(priced.totalKobo)}*`,
    ...(trackingUrl ? ['', `*Track your order:* ${trackingUrl}`] : []),
  ].join('\n');
}

/** The product page's 'Inquire via WhatsApp' text, naming the product and its price. */
export const productInquiryMessage = (product: { name: string; price: number }): string =>
  `Hello! I'm interested in ${product.name} (${formatNaira(product.price)}). Is it available?`;
