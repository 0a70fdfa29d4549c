import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { categoryInputSchema } from './schema.ts';

describe('admin category form', () => {
  it('category form messages', () => {
    expect(fieldErrors(categoryInputSchema, { name: 'x', slug: '' })).toEqual({
      name: 'Category name is required',
      slug: 'Slug is required',
    });
  });
});
