import { describe, expect, it } from 'vitest';
import { productAnswer } from '../testing/product-answer.ts';
import { type ProductReading, readProduct } from './reader.ts';
import { productSchema } from './schema.ts';

/** What the embeds use of a product, from either reading. */
const embedFields = (product: ProductReading) => ({
  id: product.id,
  name: product.name,
  slug: product.slug,
  price: product.price,
  imageUrl: product.imageUrl,
  stock: product.stock,
  variants: product.variants?.map(({ id, label, price, stock }) => ({ id, label, price, stock })),
});

describe("the embeds' product reader", () => {
  it('reads an answer as the shop schema does, on every field the embeds use', () => {
    const classic = productSchema.parse(productAnswer);
    const read = readProduct(productAnswer);
    expect(read).not.toBeNull();
    expect(embedFields(read as ProductReading)).toEqual(embedFields(classic));
  });

  it('reads an older answer without sizes, and a missing stock, as the schema does', () => {
    const { variants: _, stock: __, ...older } = productAnswer;
    const read = readProduct(older);
    expect(read && embedFields(read)).toEqual(embedFields(productSchema.parse(older)));
    expect(read?.stock).toBe(0);
    expect(read?.variants).toBeUndefined();
  });

  it.each([
    ['not an object', 'Not found'],
    ['no name', { ...productAnswer, name: undefined }],
    ['a price that is not a number', { ...productAnswer, price: null }],
    ['a fractional stock', { ...productAnswer, stock: 1.5 }],
    ['a size without a label', { ...productAnswer, variants: [{ id: 'x', price: 1, stock: 1 }] }],
  ])('refuses %s, as the schema does', (_, answer) => {
    expect(productSchema.safeParse(answer).success).toBe(false);
    expect(readProduct(answer)).toBeNull();
  });
});
