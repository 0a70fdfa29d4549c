import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { loginSchema } from '../auth/schema.ts';
import { blogPostInputSchema } from '../blog/schema.ts';
import { catalogQuerySchema } from '../catalog/schema.ts';
import { categoryInputSchema } from '../category/schema.ts';
import { contactFormSchema } from '../contact/schema.ts';
import { orderPayloadSchema } from '../order/schema.ts';
import { productInputSchema } from '../product/input-schema.ts';
import { settingValueSchema } from '../settings/schema.ts';
import {
  CONTROL_CHARACTERS_MESSAGE,
  DIRECTION_CONTROLS_MESSAGE,
  fieldErrors,
  keySchema,
  LONE_SURROGATES_MESSAGE,
  tooLongMessage,
} from './schema.ts';

const item = { productId: 'p1', name: 'Suya spice', price: 2500, quantity: 1, imageUrl: null };

/** Each input schema, a valid input, and each text field's most characters and whether it is multi-line. */
const forms: [string, z.ZodMiniType, Record<string, unknown>, Record<string, [number, boolean]>][] = [
  [
    'product',
    productInputSchema,
    { name: 'Ogbono', slug: 'ogbono', description: 'Wild mango seeds.', price: 10, categoryId: 'c1' },
    { name: [200, false], slug: [200, false], description: [5000, true], categoryId: [200, false] },
  ],
  [
    'category',
    categoryInputSchema,
    { name: 'Spices', slug: 'spices' },
    { name: [200, false], slug: [200, false] },
  ],
  [
    'blog post',
    blogPostInputSchema,
    {
      title: 'Jollof',
      slug: 'jollof',
      excerpt: 'A short excerpt.',
      content: 'Content that is long enough to be a post.',
      categoryId: 'recipes',
    },
    {
      title: [300, false],
      slug: [200, false],
      excerpt: [1000, true],
      content: [50_000, true],
      categoryId: [200, false],
    },
  ],
  [
    'order',
    orderPayloadSchema,
    {
      customerName: 'Ada Obi',
      customerEmail: 'ada@example.ng',
      customerPhone: '08031234567',
      shippingAddress: '1 Broad Street, Lagos',
      items: [item],
      totalAmount: '2500',
    },
    {
      customerName: [200, false],
      customerEmail: [320, false],
      // customerPhone is no free text: its own bounds are checked below.
      shippingAddress: [500, true],
    },
  ],
  [
    'contact',
    contactFormSchema,
    { name: 'Ada', email: 'ada@example.ng', subject: 'Hello', message: 'A message long enough.' },
    { name: [200, false], email: [320, false], subject: [200, false], message: [5000, true] },
  ],
  ['login', loginSchema, { username: 'admin', password: 'secret' }, { username: [100, false] }],
];

/** `value` padded to `length` characters, keeping its shape (an e-mail stays an e-mail). */
const padded = (value: string, length: number) =>
  value.includes('@')
    ? `${'a'.repeat(length - value.length)}${value}`
    : value + 'x'.repeat(length - value.length);

describe.each(forms)('%s form: every text field is bounded', (_name, schema, valid, fields) => {
  it('accepts the valid input', () => expect(fieldErrors(schema, valid)).toEqual({}));
  it.each(Object.entries(fields))(
    '%s: at most its column, no control characters',
    (field, [max, multiline]) => {
      const value = String(valid[field]);
      expect(fieldErrors(schema, { ...valid, [field]: padded(value, max) })).toEqual({});
      expect(fieldErrors(schema, { ...valid, [field]: padded(value, max + 1) })).toEqual({
        [field]: tooLongMessage(max),
      });
      expect(fieldErrors(schema, { ...valid, [field]: `${value}\u0000x` })).toEqual({
        [field]: CONTROL_CHARACTERS_MESSAGE,
      });
      expect(fieldErrors(schema, { ...valid, [field]: `${value}\u001bx` })).toEqual({
        [field]: CONTROL_CHARACTERS_MESSAGE,
      });
      const lines = fieldErrors(schema, { ...valid, [field]: `${value}\nmore` });
      expect(lines).toEqual(multiline ? {} : { [field]: expect.any(String) });
    },
  );
  it.each(Object.keys(fields))('%s: no text-direction controls, no half of a surrogate pair', (field) => {
    const value = String(valid[field]);
    for (const control of ['\u202e', '\u202a', '\u2066', '\u2069'])
      expect(fieldErrors(schema, { ...valid, [field]: `${value}${control}gpj` }), escape(control)).toEqual({
        [field]: DIRECTION_CONTROLS_MESSAGE,
      });
    for (const broken of ['\ud800', '\udfff', '\udc00\ud83d'])
      expect(fieldErrors(schema, { ...valid, [field]: `${value}${broken}x` }), escape(broken)).toEqual({
        [field]: LONE_SURROGATES_MESSAGE,
      });
    // Whole pairs (emoji), accents and the right-to-left mark are text like any other.
    expect(fieldErrors(schema, { ...valid, [field]: `é👍🏾\u200f${value}` })).toEqual({});
  });
});

describe('the phone number is bounded like text before it is read as a number', () => {
  const order = forms[3]![2];
  const spaced = (length: number) => `0${' '.repeat(length - 11)}8031234567`;
  it('at most 50 characters', () => {
    expect(fieldErrors(orderPayloadSchema, { ...order, customerPhone: spaced(50) })).toEqual({});
    expect(fieldErrors(orderPayloadSchema, { ...order, customerPhone: spaced(51) })).toEqual({
      customerPhone: tooLongMessage(50),
    });
  });
  it('no control or text-direction characters', () => {
    expect(fieldErrors(orderPayloadSchema, { ...order, customerPhone: '08031234567\u0000' })).toEqual({
      customerPhone: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(fieldErrors(orderPayloadSchema, { ...order, customerPhone: '08031234567\u202e' })).toEqual({
      customerPhone: DIRECTION_CONTROLS_MESSAGE,
    });
  });
});

describe('numbers and lists are bounded too', () => {
  const order = forms[3]![2];
  it('an order line: quantity, price and name', () => {
    expect(fieldErrors(orderPayloadSchema, { ...order, items: [{ ...item, quantity: 1_000_001 }] })).toEqual({
      'items.0.quantity': 'Quantity must be at most 1000000',
    });
    expect(fieldErrors(orderPayloadSchema, { ...order, items: [{ ...item, price: 1e10 }] })).toEqual({
      'items.0.price': 'Price must be at most 9999999999.99',
    });
    expect(
      Object.keys(fieldErrors(orderPayloadSchema, { ...order, items: [{ ...item, name: 'x\u0000' }] })),
    ).toEqual(['items.0.name']);
    expect(Object.keys(fieldErrors(orderPayloadSchema, { ...order, items: Array(101).fill(item) }))).toEqual([
      'items',
    ]);
    expect(Object.keys(fieldErrors(orderPayloadSchema, { ...order, totalAmount: '1'.repeat(13) }))).toEqual([
      'totalAmount',
    ]);
  });
  it('a product: price and stock fit their columns', () => {
    const product = forms[0]![2];
    expect(
      fieldErrors(productInputSchema, { ...product, price: 9_999_999_999.99, stock: 2_147_483_647 }),
    ).toEqual({});
    expect(
      fieldErrors(productInputSchema, { ...product, price: 10_000_000_000, stock: 2_147_483_648 }),
    ).toEqual({
      price: 'Price must be at most 9999999999.99',
      stock: 'Stock must be at most 2147483647',
    });
  });
  it('a password is long enough for any passphrase, not for a denial of service', () => {
    expect(fieldErrors(loginSchema, { username: 'a', password: 'p'.repeat(1000) })).toEqual({});
    expect(fieldErrors(loginSchema, { username: 'a', password: 'p'.repeat(1001) })).toEqual({
      password: tooLongMessage(1000),
    });
  });
  it('settings: multi-line only where the field is a text area', () => {
    expect(fieldErrors(settingValueSchema('contact_address'), '1 Broad St\nLagos')).toEqual({});
    expect(fieldErrors(settingValueSchema('site_name'), 'Ata\nMarket')).toEqual({
      _: CONTROL_CHARACTERS_MESSAGE,
    });
    expect(fieldErrors(settingValueSchema('site_name'), 'x'.repeat(2001))).toEqual({
      _: tooLongMessage(2000),
    });
  });
  it('ids in paths and the catalogue search', () => {
    expect(fieldErrors(keySchema, 'a'.repeat(201))).toEqual({ _: tooLongMessage(200) });
    expect(fieldErrors(keySchema, 'ab\u0000')).toEqual({ _: CONTROL_CHARACTERS_MESSAGE });
    expect(fieldErrors(catalogQuerySchema, { q: 'suya\u0000' })).toEqual({ q: CONTROL_CHARACTERS_MESSAGE });
  });
});
