import { formatKobo } from '@ata/core/money';

/** A delivery fee in the totals: "Free", or the naira. */
export const feeText = (kobo: number) => (kobo === 0 ? 'Free' : formatKobo(kobo));

/**
 * The delivery row's name before the shopper names her state: "Delivery from ₦1,000", but plainly "Delivery"
 * when even the least is free ("Delivery from Free" reads wrong).
 */
export const leastDeliveryLabel = (kobo: number) => (kobo === 0 ? 'Delivery' : 'Delivery from');
