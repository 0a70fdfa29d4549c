import { productInputSchema } from '@ata/core/product';
import { defaultSettings, settingsFormSchema } from '@ata/core/settings';
import { describe, expect, it } from 'vitest';
import { zodValidate } from './zod-validate.ts';

describe('zodValidate', () => {
  it('gives react-admin the core messages by field, and nothing when valid', () => {
    const validate = zodValidate(productInputSchema);
    expect(
      validate({ name: 'P', slug: '', description: 'short', price: 0, stock: -1, categoryId: '' }),
    ).toEqual({
      name: 'Product name is required',
      slug: 'Slug is required',
      description: 'Description is required',
      price: 'Price must be a positive number',
      stock: 'Stock must be 0 or greater',
      categoryId: 'Category is required',
    });
    expect(
      validate({
        name: 'Pepper',
        slug: 'pepper',
        description: 'Hot dried pepper',
        price: '1500',
        stock: 3,
        categoryId: 'c',
      }),
    ).toEqual({});
  });

  it('validates settings e-mail and URL fields with their messages', () => {
    const validate = zodValidate(settingsFormSchema);
    expect(
      validate({ ...defaultSettings, contact_email: 'not an email', social_twitter: 'twitter' }),
    ).toEqual({
      contact_email: 'Invalid email address',
      social_twitter: 'Invalid URL',
    });
  });
});
