import { describe, expect, it } from 'vitest';
import { blogPostInputSchema } from '../blog/schema.ts';
import { categoryInputSchema } from '../category/schema.ts';
import { contactFormSchema } from '../contact/schema.ts';
import { checkoutFormSchema } from '../order/schema.ts';
import { productInputSchema } from '../product/input-schema.ts';
import { fieldErrors } from './schema.ts';

describe('missing fields get the exact messages too', () => {
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
    expect(Object.values(fieldErrors(schema, {}))).toEqual(expected);
  });
});
