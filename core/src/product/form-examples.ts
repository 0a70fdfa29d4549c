/**
 * Product form answers for tests of anything that shows the product schema's messages (core's own
 * schema test, the admin console's form validation), so that one example lives in one place.
 */
export const invalidProductForm = {
  name: 'A',
  slug: 'a',
  description: 'short',
  price: '0',
  stock: -1,
  categoryId: '',
};

/** The message per field that `invalidProductForm` earns. */
export const invalidProductFormErrors = {
  name: 'Product name is required',
  slug: 'Slug is required',
  description: 'Description is required',
  price: 'Price must be a positive number',
  stock: 'Stock must be 0 or greater',
  categoryId: 'Category is required',
};

export const validProductForm = {
  name: 'Pepper',
  slug: 'pepper',
  description: 'Hot dried pepper',
  price: '1500',
  stock: 3,
  categoryId: 'c',
};
