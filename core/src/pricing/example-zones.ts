import type { z } from 'zod/mini';
import type { deliveryZoneInputSchema } from './schema.ts';

/**
 * The ready-made zones the owner can apply in one action (they replace hers), as the shipping policy
 * describes delivery (shell's shipping.md): Lagos ₦1,500 under ₦10,000 in 1–2 business days with same-day
 * express before 12:00; outside Lagos ₦2,500 under ₦15,000 within 2–5 business days, split into the
 * South-West, Abuja and the rest of Nigeria (the fallback) so each can be priced apart later.
 */
export const EXAMPLE_ZONES: z.input<typeof deliveryZoneInputSchema>[] = [
  {
    name: 'Lagos',
    states: ['LA'],
    flatFee: 1500,
    freeAbove: 10000,
    estimateMinDays: 1,
    estimateMaxDays: 2,
    express: [{ id: 'same-day', label: 'Express, same day', fee: 3000, cutoffHour: 12, estimate: 'Today' }],
    position: 0,
  },
  {
    name: 'South-West',
    states: ['OG', 'OY', 'OS', 'ON', 'EK'],
    flatFee: 2500,
    freeAbove: 15000,
    estimateMinDays: 2,
    estimateMaxDays: 3,
    position: 1,
  },
  {
    name: 'Abuja',
    states: ['FC'],
    flatFee: 2500,
    freeAbove: 15000,
    estimateMinDays: 2,
    estimateMaxDays: 3,
    position: 2,
  },
  {
    name: 'Rest of Nigeria',
    states: [],
    flatFee: 2500,
    freeAbove: 15000,
    estimateMinDays: 3,
    estimateMaxDays: 5,
    position: 3,
  },
];
