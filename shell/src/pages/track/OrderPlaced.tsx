import type { TrackedOrder } from '@ata/core/order';
import { messages } from '@ata/core/site';

/**
 * The tracking page as the confirmation of an order just placed without JavaScript (`?placed=1`) or of
 * an online payment Paystack sent back (`?reference=…`, verified by the server before rendering): what
 * happened, in the shop's words. Only the order's own payment state decides "Payment received".
 */
export function OrderPlaced({ order }: { order: TrackedOrder }) {
  const said = placedText(order);
  return (
    <div className="shell-track__placed" role="status">
      <h2>{said.title}</h2>
      <p>{said.description}</p>
    </div>
  );
}

function placedText(order: TrackedOrder): { title: string; description: string } {
  if (order.paymentMethod !== 'paystack') return messages.orderSentChat;
  if (order.paymentStatus === 'paid')
    return { title: messages.paymentReceived, description: messages.orderPlaced.description };
  return { title: messages.orderPlaced.title, description: messages.paymentNotConfirmed };
}
