import { pricedRows } from '@ata/core/chat';
import type { OrderTemplate } from '@ata/core/message';
import { formatKobo, koboToNaira, subtotalKobo } from '@ata/core/money';
import type { OrderItem } from '@ata/core/order';
import { addressLines, orderMoney, trackingPath } from '@ata/core/order';
import { nameWithSize } from '@ata/core/product';
import type { Settings } from '@ata/core/settings';

/** What one order message says, before it is put into an e-mail, a WhatsApp template or an SMS. */
export interface MessageContent {
  subject: string;
  /** The opening sentence. */
  intro: string;
  /** Label/value lines (items, totals, address…). */
  details: { label: string; value: string }[];
  /** Closing sentences (how to pay, the owner's own words, the shop's contact). */
  outro: string[];
  /** A link the message points to (the tracking page, the admin's order page). */
  link: { label: string; url: string } | null;
  /** The WhatsApp template's body parameters, in order. */
  params: string[];
  /** The SMS: short, one message if it can. */
  sms: string;
}

/** The order fields messages read. */
export interface MessageOrder {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  shippingAddress: string;
  items: OrderItem[];
  status: string;
  paymentMethod?: string | null;
  paymentStatus: string;
  paidAmountKobo?: number | null;
  paymentReference?: string | null;
  trackingToken: string;
  shippingNote?: string | null;
  cancelReason?: string | null;
  /** How the order was priced (absent on orders from before): see shop_order. */
  state?: string | null;
  city?: string | null;
  landmark?: string | null;
  deliveryLabel?: string | null;
  deliveryFeeKobo?: number | null;
  discountCode?: string | null;
  discountKobo?: number | null;
  subtotalKobo?: number | null;
  totalKobo?: number | null;
}

/** The reference people see and type: the id's first 8 characters (as on the confirmation screen). */
export const reference = (orderId: string) => orderId.slice(0, 8);

const itemLines = (items: OrderItem[]) =>
  items.map((item) => `${item.quantity} × ${nameWithSize(item.name, item.variantLabel)}`).join('\n');

/** The order's money as it was priced (orders from before delivery was priced: the rule of the time). */
function totals(order: MessageOrder) {
  const money = orderMoney({ ...order, totalAmount: koboToNaira(subtotalKobo(order.items)) });
  // The same lines as the shopper's WhatsApp message: subtotal, discount (with its code), delivery option.
  const lines = pricedRows({
    ...money,
    discountCode: order.discountCode ?? null,
    deliveryLabel: order.deliveryLabel ?? null,
  });
  return { lines, total: formatKobo(money.totalKobo) };
}

/** The address as one readable block: street, landmark, city/LGA and state. */
const deliverTo = (order: MessageOrder) => addressLines(order).join('\n');

const shopContact = (settings: Settings) =>
  `Questions? Call ${settings.contact_phone}, WhatsApp ${settings.contact_whatsapp} or write to ${settings.contact_email}.`;

function howToPay(order: MessageOrder, trackUrl: string): string | null {
  if (order.paymentStatus === 'paid') return null;
  if (order.paymentMethod === 'paystack') return `Not paid yet: you can pay online from ${trackUrl}.`;
  return 'Pay on delivery: cash or bank transfer when your order arrives.';
}

/** Who a template is for. */
export const audienceOf = (template: OrderTemplate) =>
  template === 'order-placed-owner' ? 'owner' : 'shopper';

/** The words of each order message. `publicUrl` builds the tracking and admin links. */
export function orderContent(
  template: OrderTemplate,
  order: MessageOrder,
  settings: Settings,
  publicUrl: string,
): MessageContent {
  const ref = reference(order.id);
  const shop = settings.site_name;
  const trackUrl = publicUrl + trackingPath(order.trackingToken);
  const track = { label: 'Follow your order', url: trackUrl };
  const sum = totals(order);
  const money = [
    { label: 'Items', value: itemLines(order.items) },
    ...sum.lines,
    { label: 'Total', value: sum.total },
  ];
  const contact = shopContact(settings);
  const name = order.customerName;
  switch (template) {
    case 'order-placed-owner': {
      const adminUrl = `${publicUrl}/admin/orders/${order.id}/show`;
      const payment =
        order.paymentStatus === 'paid'
          ? 'Paid online'
          : order.paymentMethod === 'paystack'
            ? 'Online, unpaid'
            : 'Pay on delivery';
      return {
        subject: `New order ${ref} from ${name}: ${sum.total}`,
        intro: `New order ${ref}: ${sum.total}, ${payment.toLowerCase()}.`,
        details: [
          ...money,
          { label: 'Payment', value: payment },
          { label: 'Customer', value: `${name}, ${order.customerPhone}, ${order.customerEmail}` },
          { label: 'Deliver to', value: deliverTo(order) },
        ],
        outro: [],
        link: { label: 'Open the order', url: adminUrl },
        // A template's parameter may not hold a line break: the address block on one line.
        params: [ref, name, sum.total, payment, addressLines(order).join(', '), adminUrl],
        sms: `New order ${ref} from ${name} (${order.customerPhone}): ${sum.total}, ${payment}. ${adminUrl}`,
      };
    }
    case 'order-confirmation': {
      const pay = howToPay(order, trackUrl);
      const own = settings.message_text_confirmation.trim();
      return {
        subject: `${shop}: we have your order ${ref}`,
        intro: `Thank you, ${name}! We have your order ${ref}.`,
        details: [...money, { label: 'Deliver to', value: deliverTo(order) }],
        outro: [...(pay ? [pay] : ['Paid, thank you.']), ...(own ? [own] : []), contact],
        link: track,
        params: [name, ref, sum.total, pay ?? 'Paid, thank you.', trackUrl],
        sms: `${shop}: order ${ref} received, ${sum.total}. ${pay ?? 'Paid.'} Track: ${trackUrl}`,
      };
    }
    case 'order-status-processing':
      return simple(
        `${shop}: order ${ref} is being prepared`,
        `Good news, ${name}: we are preparing your order ${ref}.`,
      );
    case 'order-shipped': {
      const note = order.shippingNote?.trim();
      const own = settings.message_text_shipped.trim();
      const content = simple(
        `${shop}: order ${ref} is on its way`,
        `Your order ${ref} is on its way, ${name}.`,
        [...(note ? [note] : []), ...(own ? [own] : [])],
      );
      content.params = [name, ref, note || '-', trackUrl];
      content.sms = `${shop}: order ${ref} is on its way.${note ? ` ${note}.` : ''} Track: ${trackUrl}`;
      return content;
    }
    case 'order-delivered':
      return simple(`${shop}: order ${ref} delivered`, `Your order ${ref} was delivered. Enjoy, ${name}!`);
    case 'order-cancelled': {
      const content = simple(
        `${shop}: order ${ref} cancelled`,
        `Your order ${ref} was cancelled.`,
        order.cancelReason ? [`Reason: ${order.cancelReason}`] : [],
      );
      content.params = [name, ref, order.cancelReason ?? '-', trackUrl];
      return content;
    }
    case 'order-refunded':
      return simple(
        `${shop}: order ${ref} refunded`,
        `We refunded your payment for order ${ref}${order.paidAmountKobo ? ` (${formatKobo(order.paidAmountKobo)})` : ''}. It can take a few days to show in your account.`,
      );
    case 'payment-receipt': {
      const paid = order.paidAmountKobo != null ? formatKobo(order.paidAmountKobo) : sum.total;
      const content = simple(
        `${shop}: payment received for order ${ref}`,
        `We received ${paid} for your order ${ref}. Thank you, ${name}!`,
      );
      content.details = [
        ...money,
        { label: 'Paid', value: paid },
        ...(order.paymentReference ? [{ label: 'Payment reference', value: order.paymentReference }] : []),
      ];
      content.params = [name, ref, paid, order.paymentReference ?? '-', trackUrl];
      return content;
    }
  }

  function simple(subject: string, intro: string, extra: string[] = []): MessageContent {
    return {
      subject,
      intro,
      details: [{ label: 'Items', value: itemLines(order.items) }],
      outro: [...extra, contact],
      link: track,
      params: [name, ref, trackUrl],
      sms: `${intro}${extra.length ? ` ${extra.join(' ')}` : ''} Track: ${trackUrl}`,
    };
  }
}
