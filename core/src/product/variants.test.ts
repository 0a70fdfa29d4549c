import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { productVariantInputSchema, productVariantsInputSchema } from './input-schema.ts';
import {
  fromPrice,
  hasSizeChoice,
  initialVariant,
  nameWithSize,
  pricesDiffer,
  unitPriceText,
} from './variants.ts';

const size = (
  id: string,
  label: string,
  price: number,
  stock: number,
  weightGrams: number | null = null,
) => ({
  id,
  label,
  sku: id,
  price,
  compareAtPrice: null,
  stock,
  weightGrams,
});

describe('unit prices', () => {
  it('per 100 g below a kilogram, per kg from one, none without a weight', () => {
    expect(unitPriceText(4200, 250)).toBe('₦1,680 per 100 g');
    expect(unitPriceText(1900, 100)).toBe('₦1,900 per 100 g');
    expect(unitPriceText(15500, 1000)).toBe('₦15,500 per kg');
    expect(unitPriceText(17500, 10000)).toBe('₦1,750 per kg');
    expect(unitPriceText(999.99, 300)).toBe('₦333.33 per 100 g');
    expect(unitPriceText(2500, null)).toBeNull();
  });
});

describe('a product in sizes', () => {
  const crayfish = {
    price: 4200,
    variants: [size('a', '250 g', 4200, 0), size('b', '100 g', 1900, 3), size('c', '1 kg', 15500, 2)],
  };
  it('is "from" its lowest price when prices differ; one size is no choice', () => {
    expect(fromPrice(crayfish)).toBe(1900);
    expect(pricesDiffer(crayfish)).toBe(true);
    expect(hasSizeChoice(crayfish)).toBe(true);
    expect(hasSizeChoice({ price: 1, variants: [size('a', 'Standard', 1, 1)] })).toBe(false);
    expect(fromPrice({ price: 700 })).toBe(700);
  });
  it('chooses the first size in stock first', () => {
    expect(initialVariant(crayfish.variants)?.id).toBe('b');
    expect(initialVariant([size('x', 'A', 1, 0)])?.id).toBe('x');
  });
  it('names the size with the product, except a product’s only "Standard" size', () => {
    expect(nameWithSize('Ground Crayfish', '1 kg')).toBe('Ground Crayfish (1 kg)');
    expect(nameWithSize('Ground Crayfish', 'Standard')).toBe('Ground Crayfish');
    expect(nameWithSize('Ground Crayfish', undefined)).toBe('Ground Crayfish');
  });
});

describe('size input', () => {
  it('bounds every field', () => {
    expect(
      fieldErrors(productVariantInputSchema, {
        label: 'x'.repeat(61),
        sku: 'has space',
        price: 0,
        compareAtPrice: 'abc',
        stock: 1.5,
        weightGrams: 2_000_000,
      }),
    ).toEqual({
      label: 'Must be at most 60 characters',
      sku: 'SKU may use letters, digits, dot, dash and underscore',
      price: 'Price must be a positive number',
      compareAtPrice: 'Compare-at price must be a positive number',
      stock: 'Stock must be 0 or greater',
      weightGrams: 'Weight must be at most 1000000 g',
    });
  });
  it('reads form text: empty SKU and compare-at are none, prices as numbers', () => {
    expect(
      productVariantInputSchema.parse({ label: ' 250 g ', price: '4200', sku: '', compareAtPrice: '' }),
    ).toEqual({
      label: '250 g',
      sku: null,
      price: 4200,
      compareAtPrice: null,
      stock: 0,
      weightGrams: null,
    });
  });
  it('needs one size at least, at most 20, each with its own label', () => {
    expect(fieldErrors(productVariantsInputSchema, [])).toEqual({ _: 'A product needs at least one size' });
    const many = Array.from({ length: 21 }, (_, i) => ({ label: `${i} g`, price: 1 }));
    expect(productVariantsInputSchema.safeParse(many).success).toBe(false);
    expect(
      productVariantsInputSchema.safeParse([
        { label: '1 kg', price: 1 },
        { label: '1 KG', price: 2 },
      ]).success,
    ).toBe(false);
  });
});
