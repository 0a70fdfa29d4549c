import { QUOTE_PATH, type Quote, quoteQuerySchema, quoteSchema } from '@ata/core/order';
import type { StateCode } from '@ata/core/pricing';
import { ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import { loadSizes, settleLines, type WantedLine, wantedKey } from '../orders/stock-check.ts';
import { pricedLine, priceFromDatabase } from './server-price.ts';

/** The checkout's quote: what the order would cost, from the database, as placing it will charge. */
export function pricingRoutes({ clock = Date.now }: { clock?: () => number } = {}) {
  return [
    defineRoute({
      method: 'get',
      path: QUOTE_PATH,
      tag: 'checkout',
      summary:
        'What an order of these lines would cost (kobo): subtotal, discounts (automatic offers and the code), the delivery options for the state with fees and estimates, the total; the code refused in words',
      access: 'public',
      query: quoteQuerySchema,
      responses: {
        200: ok(quoteSchema),
        400: 'Malformed items, an unknown state, or a bounded field too long',
      },
      handler: async (ctx, { query }) => {
        // The lines as an order would take them: each size priced as it is now (none named: the default size).
        const wanted: WantedLine[] = query.items.split(',').map((pair, index) => {
          const [productId = '', quantity = '0', variantId] = pair.split(':');
          return { index, productId, variantId, name: '', clientPrice: 0, quantity: Number(quantity) };
        });
        const { lines, sizes } = settleLines(wanted, await loadSizes(ctx.state.em, wanted));
        const price = await priceFromDatabase(ctx.state.em, {
          lines: lines.flatMap((line) => {
            const size = sizes.get(wantedKey(line));
            return size ? [pricedLine(size, line.quantity)] : [];
          }),
          state: (query.state || null) as StateCode | null,
          city: query.city || null,
          deliveryOptionId: query.option || null,
          discountCode: query.code || null,
          now: clock(),
          // The checkout's "Delivery from ₦X" until the shopper names her state.
          withoutState: 'from',
        });
        const { breakdown } = price;
        const quote: Quote = {
          subtotalKobo: breakdown.subtotalKobo,
          discounts: breakdown.discounts.map(({ label, code, amountKobo, freeDelivery }) => ({
            label,
            code,
            amountKobo,
            freeDelivery,
          })),
          discountKobo: breakdown.discountKobo,
          options: breakdown.options,
          delivery: breakdown.delivery,
          deliveryKobo: breakdown.deliveryKobo,
          fromDeliveryKobo: breakdown.fromDeliveryKobo,
          totalKobo: breakdown.totalKobo,
          code: breakdown.discounts.find((one) => one.code !== null)?.code ?? null,
          codeMessage: price.codeMessage,
        };
        ctx.set('Cache-Control', 'private, no-store');
        ctx.body = quote;
      },
    }),
  ];
}
