import type { PickupPointInput } from '@ata/core/pricing';

/** The seed's pickup point: where Ibadan shoppers collect their orders for free. */
export const seedPickupPoints: PickupPointInput[] = [
  {
    name: 'Bodija Market stall',
    address: 'Shop 14, Bodija Market, Ibadan',
    state: 'OY',
    hours: 'Mon–Sat 8:00–18:00',
    fee: 0,
    active: true,
  },
];
