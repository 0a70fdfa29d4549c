import type { Product } from '@ata/core/product';
import { describe, expect, it } from 'vitest';
import { type Ingredient, initiallyTicked, recipeLines, sizeOf, tickedItems, totalKobo } from './lines.ts';

const timestamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
let ids = 0;
function product(slug: string, sizes: [label: string, price: number, stock: number][]): Product {
  ids += 1;
  const id = `0b9c2d4e-8f1a-4b3c-9d2e-${String(ids).padStart(12, '0')}`;
  return {
    id,
    name: slug.replace(/-/g, ' '),
    slug,
    description: '',
    price: sizes[0]![1],
    stock: sizes[0]![2],
    isFeatured: false,
    ...timestamps,
    variants: sizes.map(([label, price, stock], index) => ({
      id: `${id.slice(0, -2)}${index}${index}`,
      label,
      sku: `${slug}-${index}`,
      price,
      stock,
    })),
  };
}
const ingredient = (over: Partial<Ingredient> & Pick<Ingredient, 'productSlug'>): Ingredient => ({
  size: '',
  quantityPerServing: 1,
  note: '',
  product: null,
  alternative: null,
  ...over,
});

const crayfish = product('ground-crayfish', [
  ['250 g', 4200, 38],
  ['100 g', 1900, 40],
  ['1 kg', 15500, 0],
]);
const pepper = product('cameroon-pepper', [['100 g', 1800, 3]]);

describe('sizeOf', () => {
  it('finds the size a token names, the default size without one, and nothing for a size not sold', () => {
    expect(sizeOf(crayfish, '100g')?.label).toBe('100 g');
    expect(sizeOf(crayfish, '')?.label).toBe('250 g');
    expect(sizeOf(crayfish, '5kg')).toBeNull();
  });
});

describe('recipeLines', () => {
  it('scales each quantity per serving to whole packs, rounding up', () => {
    const list = [
      ingredient({
        productSlug: 'ground-crayfish',
        size: '100g',
        quantityPerServing: 0.25,
        product: crayfish,
      }),
      ingredient({ productSlug: 'cameroon-pepper', quantityPerServing: 0.5, product: pepper }),
    ];
    expect(recipeLines(list, 4).map((line) => line.quantity)).toEqual([1, 2]);
    const six = recipeLines(list, 6);
    expect(six.map((line) => line.quantity)).toEqual([2, 3]);
    expect(six.map((line) => line.item)).toEqual([
      { slug: 'ground-crayfish', size: '100 g', quantity: 2 },
      { slug: 'cameroon-pepper', size: '100 g', quantity: 3 },
    ]);
    // Line prices in kobo, from the size's own price.
    expect(six.map((line) => line.lineKobo)).toEqual([2 * 190_000, 3 * 180_000]);
    expect(six[1]?.stockLabel).toBe('Only 3 left');
  });

  it('keeps a sold-out size and an unknown product in the list, unticked, buying nothing', () => {
    const lines = recipeLines(
      [
        ingredient({ productSlug: 'ground-crayfish', size: '1kg', product: crayfish }),
        ingredient({ productSlug: 'no-such-thing' }),
        ingredient({ productSlug: 'cameroon-pepper', product: pepper }),
      ],
      2,
    );
    expect(lines.map((line) => [line.name, line.state, line.item])).toEqual([
      ['ground crayfish', 'sold-out', null],
      ['no-such-thing', 'unknown', null],
      ['cameroon pepper', 'ok', { slug: 'cameroon-pepper', size: '100 g', quantity: 2 }],
    ]);
    expect(initiallyTicked(lines)).toEqual([false, false, true]);
  });

  it("offers the owner's alternative for a sold-out or unknown ingredient, in its first size in stock", () => {
    const soldOut = product('iru-locust-beans', [['200 g', 2000, 0]]);
    const [line] = recipeLines(
      [
        ingredient({
          productSlug: 'iru-locust-beans',
          product: soldOut,
          alternative: pepper,
          quantityPerServing: 0.5,
        }),
      ],
      4,
    );
    expect(line).toMatchObject({
      state: 'sold-out',
      alternativeName: 'cameroon pepper',
      item: { slug: 'cameroon-pepper', size: '100 g', quantity: 2 },
    });
    expect(initiallyTicked([line!])).toEqual([false]);
  });
});

describe('the total', () => {
  it('counts the ticked lines that buy something, in kobo', () => {
    const lines = recipeLines(
      [
        ingredient({ productSlug: 'ground-crayfish', product: crayfish }),
        ingredient({ productSlug: 'cameroon-pepper', product: pepper }),
        ingredient({ productSlug: 'gone' }),
      ],
      1,
    );
    expect(totalKobo(tickedItems(lines, [true, true, true]))).toBe(420_000 + 180_000);
    expect(totalKobo(tickedItems(lines, [false, true, true]))).toBe(180_000);
    expect(tickedItems(lines, [true, false, true])).toHaveLength(1);
  });
});
