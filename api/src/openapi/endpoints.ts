import { authCheckSchema, loginSchema } from '@ata/core/auth';
import { blogPostInputSchema, blogPostSchema } from '@ata/core/blog';
import { catalogPageSchema } from '@ata/core/catalog';
import { categoryInputSchema, categorySchema } from '@ata/core/category';
import { orderPayloadSchema, orderSchema, orderStatusUpdateSchema } from '@ata/core/order';
import { productInputSchema, productSchema } from '@ata/core/product';
import { settingKeys, settingUpdateSchema } from '@ata/core/settings';
import { z } from 'zod';

export type Access = 'public' | 'admin';

export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Koa path; `:param` becomes `{param}` in the document. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: z.ZodType;
  /** The success answer: a schema, or `[schema]` for an array. */
  response?: z.ZodType | [z.ZodType];
  status?: number;
  /** Speaks ra-data-simple-rest (sort/range/filter, Content-Range). */
  list?: boolean;
  query?: { name: string; description: string }[];
}

const settingsSchema = z.object(Object.fromEntries(settingKeys.map((key) => [key, z.string()])));
const settingSchema = z.object({ id: z.string().nullable(), key: z.enum(settingKeys), value: z.string() });
const statusSchema = z.object({ status: z.string() });
const messageSchema = z.object({ message: z.string() });

export const schemas = {
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
  Settings: settingsSchema,
  Setting: settingSchema,
  SettingUpdate: settingUpdateSchema,
  Login: loginSchema,
  AuthCheck: authCheckSchema,
} as const;

const storefrontProductQuery = [
  { name: 'featured', description: 'true: featured products only' },
  { name: 'category', description: 'a category slug or id' },
];

/** Every route of the API. A test checks this table against the router, so it cannot drift. */
export const endpoints: Endpoint[] = [
  {
    method: 'get',
    path: '/healthz',
    summary: 'Process is up',
    tag: 'health',
    access: 'public',
    response: statusSchema,
  },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Database is reachable',
    tag: 'health',
    access: 'public',
    response: statusSchema,
  },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'meta', access: 'public' },
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Log in; sets the session cookie',
    tag: 'auth',
    access: 'public',
    body: loginSchema,
    response: authCheckSchema,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Log out; clears the session',
    tag: 'auth',
    access: 'public',
    response: messageSchema,
  },
  {
    method: 'get',
    path: '/api/auth/check',
    summary: 'Who is signed in (401 if nobody)',
    tag: 'auth',
    access: 'public',
    response: authCheckSchema,
  },
  {
    method: 'get',
    path: '/api/categories',
    summary: 'All categories',
    tag: 'categories',
    access: 'public',
    response: [categorySchema],
    list: true,
  },
  {
    method: 'get',
    path: '/api/categories/:id',
    summary: 'One category (id or slug)',
    tag: 'categories',
    access: 'public',
    response: categorySchema,
  },
  {
    method: 'post',
    path: '/api/categories',
    summary: 'Create a category',
    tag: 'categories',
    access: 'admin',
    body: categoryInputSchema,
    response: categorySchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/categories/:id',
    summary: 'Update a category',
    tag: 'categories',
    access: 'admin',
    body: categoryInputSchema,
    response: categorySchema,
  },
  {
    method: 'delete',
    path: '/api/categories/:id',
    summary: 'Delete a category; its products keep existing with categoryId null',
    tag: 'categories',
    access: 'admin',
    response: categorySchema,
  },
  {
    method: 'get',
    path: '/api/products',
    summary: 'Products',
    tag: 'products',
    access: 'public',
    response: [productSchema],
    list: true,
    query: storefrontProductQuery,
  },
  {
    method: 'get',
    path: '/api/catalog',
    summary: 'One page of the storefront catalogue: search, filters, sort and facets',
    tag: 'catalog',
    access: 'public',
    response: catalogPageSchema,
    query: [
      { name: 'q', description: 'search text: words match as prefixes, names also by similarity (typos)' },
      { name: 'category', description: 'a category slug or id' },
      { name: 'minPrice', description: 'lowest price in naira' },
      { name: 'maxPrice', description: 'highest price in naira' },
      { name: 'inStock', description: 'true: in stock only; false: sold out only' },
      { name: 'featured', description: 'true or false' },
      {
        name: 'sort',
        description:
          'relevance (default with q), name-asc (default), name-desc, price-asc, price-desc, newest',
      },
      { name: 'page', description: 'from 1 (default 1); only the first 10,000 results are paged' },
      { name: 'pageSize', description: '1 to 100 (default 24)' },
    ],
  },
  {
    method: 'get',
    path: '/api/products/:id',
    summary: 'One product (id or slug)',
    tag: 'products',
    access: 'public',
    response: productSchema,
  },
  {
    method: 'post',
    path: '/api/products',
    summary: 'Create a product',
    tag: 'products',
    access: 'admin',
    body: productInputSchema,
    response: productSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/products/:id',
    summary: 'Update a product',
    tag: 'products',
    access: 'admin',
    body: productInputSchema,
    response: productSchema,
  },
  {
    method: 'delete',
    path: '/api/products/:id',
    summary: 'Delete a product',
    tag: 'products',
    access: 'admin',
    response: productSchema,
  },
  {
    method: 'get',
    path: '/api/orders',
    summary: 'Orders, newest first',
    tag: 'orders',
    access: 'admin',
    response: [orderSchema],
    list: true,
  },
  {
    method: 'post',
    path: '/api/orders',
    summary: 'Place an order (Idempotency-Key header honoured; 409 on stock or price changes)',
    tag: 'orders',
    access: 'public',
    body: orderPayloadSchema,
    response: orderSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/orders/:id',
    summary: 'One order',
    tag: 'orders',
    access: 'admin',
    response: orderSchema,
  },
  {
    method: 'patch',
    path: '/api/orders/:id/status',
    summary: 'Set the status of an order',
    tag: 'orders',
    access: 'admin',
    body: orderStatusUpdateSchema,
    response: orderSchema,
  },
  {
    method: 'put',
    path: '/api/orders/:id',
    summary: "react-admin's update: only the status changes",
    tag: 'orders',
    access: 'admin',
    body: orderStatusUpdateSchema,
    response: orderSchema,
  },
  {
    method: 'get',
    path: '/api/settings',
    summary: 'All settings, keyed by setting key',
    tag: 'settings',
    access: 'public',
    response: settingsSchema,
  },
  {
    method: 'get',
    path: '/api/settings/:key',
    summary: 'One setting',
    tag: 'settings',
    access: 'public',
    response: settingSchema,
  },
  {
    method: 'put',
    path: '/api/settings/:key',
    summary: 'Change one setting',
    tag: 'settings',
    access: 'admin',
    body: settingUpdateSchema,
    response: settingSchema,
  },
  {
    method: 'get',
    path: '/api/blog',
    summary: 'Published posts, newest first',
    tag: 'blog',
    access: 'public',
    response: [blogPostSchema],
    list: true,
    query: [{ name: 'category', description: 'a blog topic slug' }],
  },
  {
    method: 'get',
    path: '/api/blog/all',
    summary: 'All posts, drafts included',
    tag: 'blog',
    access: 'admin',
    response: [blogPostSchema],
    list: true,
  },
  {
    method: 'get',
    path: '/api/blog/category/:category',
    summary: 'Published posts of a topic',
    tag: 'blog',
    access: 'public',
    response: [blogPostSchema],
    list: true,
  },
  {
    method: 'get',
    path: '/api/blog/id/:id',
    summary: 'One post by id, drafts included',
    tag: 'blog',
    access: 'admin',
    response: blogPostSchema,
  },
  {
    method: 'get',
    path: '/api/blog/:slug',
    summary: 'One published post by slug (admins: drafts too, and ids)',
    tag: 'blog',
    access: 'public',
    response: blogPostSchema,
  },
  {
    method: 'post',
    path: '/api/blog',
    summary: 'Create a post',
    tag: 'blog',
    access: 'admin',
    body: blogPostInputSchema,
    response: blogPostSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/api/blog/:id',
    summary: 'Update a post',
    tag: 'blog',
    access: 'admin',
    body: blogPostInputSchema,
    response: blogPostSchema,
  },
  {
    method: 'delete',
    path: '/api/blog/:id',
    summary: 'Delete a post',
    tag: 'blog',
    access: 'admin',
    response: blogPostSchema,
  },
  {
    method: 'get',
    path: '/api/images/:file',
    summary: 'Product, category and blog art (SVG)',
    tag: 'images',
    access: 'public',
  },
];
