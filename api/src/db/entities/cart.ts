import type { CartNotice, CheckoutDraft } from '@ata/core/cart';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { PartnerEntity } from './partner.ts';
import { ProductEntity } from './product.ts';
import { ProductVariantEntity } from './product-variant.ts';
import { createdAt, updatedAt } from './timestamps.ts';

/**
 * A shopper's cart, named by the random id in the `ata_cart` cookie (api/src/cart/). Its lines hold only
 * product, size and quantity: names, prices and stock are read from the products every time. Idle 30 days → deleted.
 */
export const CartEntity = defineEntity({
  name: 'Cart',
  tableName: 'cart',
  properties: {
    id: p.string().length(22).primary(),
    createdAt: createdAt(),
    updatedAt: updatedAt().index(),
    /** What the last form post did, for the next page (cleared by the next write). */
    notice: p.json<CartNotice>().columnType('jsonb').nullable(),
    /** The no-JavaScript checkout's submitted values and field errors (cleared by the next write). */
    checkoutDraft: p.json<CheckoutDraft>().columnType('jsonb').nullable(),
    /** A discount code the shopper brought (`?code=` in a link) or typed; the checkout applies it when valid. */
    code: p.string().length(40).nullable(),
    /** The state the shopper delivers to, chosen on the cart page (ISO code): the cart shows its fee. */
    state: p.string().length(2).nullable(),
    /**
     * The merge id of the last old browser cart (localStorage) added to this cart: the same merge sent again
     * (its page was left before the answer came) adds nothing.
     */
    mergeId: p.string().length(64).nullable(),
    /** The partner whose link or embed first brought this cart (`ref=`), credited on its order. */
    partnerId: () =>
      p.manyToOne(PartnerEntity).mapToPk().nullable().fieldName('partner_id').deleteRule('set null'),
    /** When that partner's ref came: first touch, kept 30 days (cart/attribution.ts). */
    partnerAt: p.datetime().columnType('timestamptz').nullable(),
  },
});
export type CartRow = InferEntity<typeof CartEntity>;

export const CartLineEntity = defineEntity({
  name: 'CartLine',
  tableName: 'cart_line',
  properties: {
    cartId: () => p.manyToOne(CartEntity).mapToPk().primary().fieldName('cart_id').deleteRule('cascade'),
    productId: () =>
      p.manyToOne(ProductEntity).mapToPk().fieldName('product_id').deleteRule('cascade').index(),
    /** The size: a line is one size of one product. */
    variantId: () =>
      p
        .manyToOne(ProductVariantEntity)
        .mapToPk()
        .primary()
        .fieldName('variant_id')
        .deleteRule('cascade')
        .index(),
    quantity: p.integer().check('quantity > 0'),
    addedAt: createdAt(),
  },
});
export type CartLineRow = InferEntity<typeof CartLineEntity>;
