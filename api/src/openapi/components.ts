import { authCheckSchema, loginSchema } from '@ata/core/auth';
import { blogPostInputSchema, blogPostSchema } from '@ata/core/blog';
import { catalogPageSchema } from '@ata/core/catalog';
import { categoryInputSchema, categorySchema } from '@ata/core/category';
import { orderPayloadSchema, orderSchema, orderStatusUpdateSchema } from '@ata/core/order';
import { productInputSchema, productSchema } from '@ata/core/product';
import { settingUpdateSchema } from '@ata/core/settings';
import type { $ZodType } from 'zod/v4/core';
import { errorSchema } from '../http/responses.ts';

/**
 * Schemas shown once under `components.schemas` and referenced by name; any other schema is written
 * inline where a route uses it. Input schemas are documented as request bodies accept them, the others
 * as answers carry them.
 */
export const namedSchemas: Record<string, $ZodType> = {
  Category: categorySchema,
  CategoryInput: categoryInputSchema,
  Product: productSchema,
  CatalogPage: catalogPageSchema,
  ProductInput: productInputSchema,
  Order: orderSchema,
  OrderPayload: orderPayloadSchema,
  OrderStatusUpdate: orderStatusUpdateSchema,
  BlogPost: blogPostSchema,
  BlogPostInput: blogPostInputSchema,
  SettingUpdate: settingUpdateSchema,
  Login: loginSchema,
  AuthCheck: authCheckSchema,
  Error: errorSchema,
};
