import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  blogPostInputSchema,
  categoryInputSchema,
  checkoutFormSchema,
  contactFormSchema,
  isValidEmail,
  loginSchema,
  orderPayloadSchema,
  priceSchema,
  productInputSchema,
  settingValueSchema,
  zodErrorsByField,
} from '../src/index.ts';

/** The messages a form would show for an input, by field. */
const errorsOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : zodErrorsByField(result.error);
};

describe('price (SPEC §3)', () => {
  it("accepts '1500' and 1500 alike", () => {
    expect(priceSchema.parse('1500')).toBe(1500);
    expect(priceSchema.parse(1500)).toBe(1500);
    expect(priceSchema.parse('2499.50')).toBe(2499.5);
  });
  it('refuses text that is not a number', () => {
    expect(priceSchema.safeParse('abc').success).toBe(false);
  });
});

describe('e-mail check (SPEC §5)', () => {
  it('wants {x}@{y}.{z} with no spaces', () => {
    expect(isValidEmail('ada@example.ng')).toBe(true);
    expect(isValidEmail('ada @example.ng')).toBe(false);
    expect(isValidEmail('ada@example')).toBe(false);
  });
});

describe('checkout form (SPEC §5)', () => {
  it('shows every message on an empty form', () => {
    expect(
      errorsOf(checkoutFormSchema, {
        customerName: '',
        customerEmail: '',
        customerPhone: '',
        shippingAddress: '',
      }),
    ).toEqual({
      customerName: 'Full name is required',
      customerEmail: 'Valid email is required',
      customerPhone: 'Valid phone number is required',
      shippingAddress: 'Complete address is required',
    });
  });
  it('accepts the minimum lengths', () => {
    const form = {
      customerName: 'Ada',
      customerEmail: 'a@b.ng',
      customerPhone: '0803555014',
      shippingAddress: '1 Broad St',
    };
    expect(checkoutFormSchema.parse(form)).toEqual(form);
  });
  it('refuses an order without items', () => {
    const form = {
      customerName: 'Ada',
      customerEmail: 'a@b.ng',
      customerPhone: '0803555014',
      shippingAddress: '1 Broad St',
    };
    expect(errorsOf(orderPayloadSchema, { ...form, items: [], totalAmount: '0' })).toEqual({
      items: 'Your cart is empty',
    });
    const ok = orderPayloadSchema.parse({
      ...form,
      items: [{ productId: 'p1', name: 'Suya', price: '2500', quantity: 2, imageUrl: null }],
      totalAmount: 5000,
    });
    expect(ok.totalAmount).toBe('5000');
    expect(ok.items[0]?.price).toBe(2500);
  });
});

describe('contact form (SPEC §5)', () => {
  it('shows the SPEC messages', () => {
    expect(
      errorsOf(contactFormSchema, { name: 'A', email: 'x', subject: 'B', message: 'too short' }),
    ).toEqual({
      name: 'Name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message is too short',
    });
  });
});

describe('missing fields get the SPEC messages too', () => {
  it.each([
    [
      checkoutFormSchema,
      [
        'Full name is required',
        'Valid email is required',
        'Valid phone number is required',
        'Complete address is required',
      ],
    ],
    [
      contactFormSchema,
      ['Name is required', 'Valid email is required', 'Subject is required', 'Message is too short'],
    ],
    [categoryInputSchema, ['Category name is required', 'Slug is required']],
    [
      productInputSchema,
      [
        'Product name is required',
        'Slug is required',
        'Description is required',
        'Price must be a positive number',
        'Category is required',
      ],
    ],
    [
      blogPostInputSchema,
      [
        'Title must be at least 3 characters',
        'Excerpt must be at least 10 characters',
        'Content must be at least 30 characters',
        'Category is required',
      ],
    ],
  ] as const)('%#', (schema, expected) => {
    expect(Object.values(errorsOf(schema, {}))).toEqual(expected);
  });
});

describe('admin forms (SPEC §5)', () => {
  it('login requires both fields', () => {
    expect(errorsOf(loginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
  it('product form messages', () => {
    expect(
      errorsOf(productInputSchema, {
        name: 'A',
        slug: 'a',
        description: 'short',
        price: '0',
        stock: -1,
        categoryId: '',
      }),
    ).toEqual({
      name: 'Product name is required',
      slug: 'Slug is required',
      description: 'Description is required',
      price: 'Price must be a positive number',
      stock: 'Stock must be 0 or greater',
      categoryId: 'Category is required',
    });
    expect(
      errorsOf(productInputSchema, {
        name: 'Ab',
        slug: 'ab',
        description: '0123456789',
        price: 'abc',
        stock: 1.5,
        categoryId: 'x',
      }),
    ).toEqual({ price: 'Price must be a positive number', stock: 'Stock must be 0 or greater' });
  });
  it('product form yields a numeric price and defaults', () => {
    const product = productInputSchema.parse({
      name: 'Suya Spice',
      slug: 'suya-spice',
      description: 'Smoky yaji blend',
      price: '2500',
      categoryId: 'c1',
    });
    expect(product).toMatchObject({ price: 2500, stock: 0, isFeatured: false, imageUrl: null });
  });
  it('image URLs are http(s) or a path on this site, nothing else', () => {
    const withImage = (imageUrl: string) => ({
      name: 'Suya Spice',
      slug: 'suya-spice',
      description: 'Smoky yaji blend',
      price: '2500',
      categoryId: 'c1',
      imageUrl,
    });
    for (const good of ['https://cdn.example.com/a.png', 'http://x.ng/b.jpg', '/api/images/suya.svg', ''])
      expect(errorsOf(productInputSchema, withImage(good)), good).toEqual({});
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg>',
      '//evil.example/x.png',
      'ftp://x/y',
    ])
      expect(errorsOf(productInputSchema, withImage(bad)), bad).toEqual({
        imageUrl: 'Image URL must start with https://, http:// or /',
      });
  });
  it('category form messages', () => {
    expect(errorsOf(categoryInputSchema, { name: 'x', slug: '' })).toEqual({
      name: 'Category name is required',
      slug: 'Slug is required',
    });
  });
  it('blog post form messages and the editor default', () => {
    expect(
      errorsOf(blogPostInputSchema, { title: 'Hi', excerpt: 'short', content: 'too short', categoryId: '' }),
    ).toEqual({
      title: 'Title must be at least 3 characters',
      excerpt: 'Excerpt must be at least 10 characters',
      content: 'Content must be at least 30 characters',
      categoryId: 'Category is required',
    });
    const post = blogPostInputSchema.parse({
      title: 'Jollof',
      excerpt: 'A party classic.',
      content: 'Wash the rice, then fry the tomato base.',
      categoryId: 'recipes',
    });
    expect(post.published).toBe(true);
  });
  it('settings: e-mail and URL fields', () => {
    expect(settingValueSchema('contact_email').safeParse('nope').error?.issues[0]?.message).toBe(
      'Invalid email address',
    );
    expect(settingValueSchema('social_facebook').safeParse('facebook').error?.issues[0]?.message).toBe(
      'Invalid URL',
    );
    expect(settingValueSchema('social_facebook').parse('https://facebook.com/ata')).toBe(
      'https://facebook.com/ata',
    );
    expect(settingValueSchema('site_name').parse('Ata')).toBe('Ata');
  });
});
