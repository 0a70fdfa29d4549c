import type { ProductInput } from '@ata/core/product';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CategoryEntity, ProductEntity, type ProductRow } from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { isUuid } from '../db/uuid.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { rollup, saveVariants, withVariants } from './variants.ts';

export const productListSpec: ListSpec = {
  searchFields: ['name', 'description', 'slug'],
  filterFields: ['categoryId', 'isFeatured', 'slug', 'name'],
  uuidFields: ['categoryId'],
  defaultSort: { field: 'name', order: 'ASC' },
};
export const productSortable = [
  'id',
  'name',
  'slug',
  'price',
  'stock',
  'categoryId',
  'isFeatured',
  'createdAt',
  'updatedAt',
];

export interface StorefrontFilter {
  featured?: boolean;
  /** A category slug or id, as the storefront's links carry it. */
  category?: string;
}

/** `?featured=true` and `?category=<slug or id>` of the storefront, as a where clause. */
async function storefrontWhere(
  em: EntityManager,
  filter: StorefrontFilter,
): Promise<Record<string, unknown>> {
  const where: Record<string, unknown> = {};
  if (filter.featured !== undefined) where.isFeatured = filter.featured;
  if (filter.category) {
    const category = await em.findOne(
      CategoryEntity,
      isUuid(filter.category)
        ? { $or: [{ id: filter.category }, { slug: filter.category }] }
        : { slug: filter.category },
    );
    where.categoryId = category?.id ?? { $in: [] };
  }
  return where;
}

export async function listProducts(em: EntityManager, list: ListQuery, filter: StorefrontFilter) {
  const found = await findList(em, ProductEntity, list, productListSpec, await storefrontWhere(em, filter));
  await withVariants(em, found.rows);
  return found;
}

/** By id, or by slug (handy for links); unknown or malformed → 404. */
export async function getProduct(em: EntityManager, idOrSlug: string): Promise<ProductRow> {
  const product = await em.findOne(ProductEntity, isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug });
  if (!product) throw notFound('Product not found');
  await withVariants(em, [product]);
  return product;
}

async function checkReferences(em: EntityManager, input: ProductInput, ownId?: string): Promise<void> {
  if (input.categoryId !== null) {
    const exists = isUuid(input.categoryId) && (await em.count(CategoryEntity, { id: input.categoryId })) > 0;
    if (!exists) throw invalid('Validation failed', { categoryId: 'Category not found' });
  }
  const sameSlug = await em.findOne(ProductEntity, { slug: input.slug });
  if (sameSlug && sameSlug.id !== ownId)
    throw conflict('A product with this slug already exists', { slug: 'Slug already exists' });
}

/** The product's own columns: price and stock are its sizes' (the trigger keeps them). */
const productColumns = ({ variants: _, price: __, stock: ___, ...input }: ProductInput) => input;

/** Writes the product and its sizes in one transaction; the answer shows the trigger's price and stock. */
async function saveProduct(
  em: EntityManager,
  input: ProductInput,
  product?: ProductRow,
): Promise<ProductRow> {
  const id = await em.transactional(async (tx) => {
    const row = product
      ? tx.assign(await tx.findOneOrFail(ProductEntity, { id: product.id }), productColumns(input))
      : // Stock 0 first: each size's insert adds its own (the trigger counts by difference).
        tx.create(ProductEntity, { ...productColumns(input), price: rollup(input).price, stock: 0 });
    await tx.flush();
    await saveVariants(tx, row, input);
    return row.id;
  });
  const saved = await em.fork().findOneOrFail(ProductEntity, { id });
  await withVariants(em, [saved]);
  return saved;
}

export async function createProduct(em: EntityManager, input: ProductInput): Promise<ProductRow> {
  await checkReferences(em, input);
  return saveProduct(em, input);
}

export async function updateProduct(
  em: EntityManager,
  product: ProductRow,
  input: ProductInput,
): Promise<ProductRow> {
  await checkReferences(em, input, product.id);
  return saveProduct(em, input, product);
}

export async function deleteProduct(em: EntityManager, id: string): Promise<ProductRow> {
  const product = await getProduct(em, id);
  await em.remove(product).flush();
  return product;
}
