import { amountDueKobo, type CartState, createMemoryCartStore, orderTotalKobo } from '@ata/core/cart';
import { formatKobo, koboToNairaText, nairaToKobo, subtotalKobo } from '@ata/core/money';
import { orderPayloadSchema } from '@ata/core/order';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DomainError } from '../errors.ts';
import { orderAmounts } from './amounts.ts';
import { orderItems } from './service.ts';
import { checkOrderable, mergeLines, type SizeRow, settleLines } from './stock-check.ts';

const form = {
  customerName: 'Ada Obi',
  customerEmail: 'ada@example.com',
  customerPhone: '08012345678',
  shippingAddress: '12 Allen Avenue, Ikeja',
};

/** Prices from a kobo to ₦1,000,000, weighted towards the ₦5,000 free-delivery edge. */
const priceKobo = fc.oneof(
  fc.integer({ min: 1, max: 1_000 }),
  fc.integer({ min: 1, max: 700_000 }),
  fc.integer({ min: 1, max: 100_000_000 }),
);

/** A cart of distinct products, as the database holds them (numeric text) and the shop shows them. */
const carts = fc
  .uniqueArray(
    fc.record({ id: fc.uuid(), variantId: fc.uuid(), priceKobo, quantity: fc.integer({ min: 1, max: 100 }) }),
    {
      minLength: 1,
      maxLength: 12,
      selector: (line) => line.id,
    },
  )
  .map((lines) => {
    // Each product's default size, as the database holds it (kobo), keyed by the product as a line
    // without a size looks it up.
    const products = new Map<string, SizeRow>(
      lines.map((line, index) => [
        line.id,
        {
          variantId: line.variantId,
          productId: line.id,
          name: `Product ${index}`,
          label: 'Standard',
          priceKobo: line.priceKobo,
          stock: line.quantity,
          categoryId: null,
          weightGrams: null,
        },
      ]),
    );
    // The browser's cart holds the prices the API's JSON gave it: numbers.
    const items = lines.map((line) => ({
      productId: line.id,
      name: products.get(line.id)!.name,
      price: Number(koboToNairaText(line.priceKobo)),
      quantity: line.quantity,
      imageUrl: null,
    }));
    const exactSubtotal = lines.reduce(
      (sum, line) => sum + BigInt(line.priceKobo) * BigInt(line.quantity),
      0n,
    );
    return { products, items, exactSubtotal };
  });

/** The order the checkout sends (the subtotal as the cart's snapshot holds it), read as the API reads it. */
const checkoutPayload = (cart: CartState) =>
  z.parse(orderPayloadSchema, { ...form, items: cart.items, totalAmount: String(cart.total) });

describe('money from cart to payment', () => {
  it('the cart, the order the API records and the online charge agree to the kobo for any cart', () => {
    fc.assert(
      fc.property(carts, ({ products, items, exactSubtotal }) => {
        const cart = createMemoryCartStore({ items }).getSnapshot();
        const cartTotal = orderTotalKobo(subtotalKobo(cart.items));
        const payload = checkoutPayload(cart);

        const { lines, sizes } = settleLines(mergeLines(payload.items), products);
        checkOrderable(lines, sizes, payload.totalAmount);
        const kept = orderItems(lines, sizes);
        expect(kept.map((item) => item.variantId)).toEqual(
          lines.map((line) => products.get(line.productId)!.variantId),
        );
        const order = orderAmounts(kept);

        expect(BigInt(nairaToKobo(order.totalAmount))).toBe(exactSubtotal);
        // The order's JSON gives totalAmount as a number: the subtotal the cart showed.
        expect(Number(order.totalAmount)).toBe(cart.total);
        expect(order.amountDueKobo).toBe(cartTotal);
        // An order stored before amount_due_kobo existed is charged from its kept lines (payments/service.ts).
        expect(amountDueKobo(JSON.parse(JSON.stringify(kept)))).toBe(cartTotal);
      }),
    );
  });

  it('refuses a client total one kobo off, and names the real one', () => {
    fc.assert(
      fc.property(carts, fc.constantFrom(-1, 1), ({ products, items, exactSubtotal }, offBy) => {
        const subtotal = Number(exactSubtotal);
        fc.pre(subtotal + offBy >= 0);
        const lines = mergeLines(checkoutPayload(createMemoryCartStore({ items }).getSnapshot()).items);
        let refusal: unknown;
        try {
          checkOrderable(lines, products, koboToNairaText(subtotal + offBy));
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(DomainError);
        expect((refusal as DomainError).details.errors).toEqual({
          totalAmount: `The total is now ${formatKobo(subtotal)}`,
        });
      }),
    );
  });
});
