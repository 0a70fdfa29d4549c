import type { CatalogPage } from '../catalog/schema.ts';
import type { Product } from '../product/schema.ts';
import answers from './catalog-answers.json' with { type: 'json' };
import { type CatalogDataset, catalogDatasets } from './shop-catalog.ts';

/** A GET /api/catalog answer as recorded: the products by id. */
export type RecordedCatalogPage = Omit<CatalogPage, 'items'> & { items: string[] };

/**
 * What the real API answered, per dataset and path: recorded, and replayed against the API on every run, by
 * api/test/catalog-answers.test.ts. A new path goes in with the value null; the test then says how to record it.
 */
export const recordedCatalogAnswers = answers as Record<
  CatalogDataset,
  Record<string, RecordedCatalogPage | null>
>;

const idsOf = (products: readonly Pick<Product, 'id'>[]) =>
  products
    .map((product) => product.id)
    .sort()
    .join();

/** Which recorded dataset these products are (the same ids), if any. */
export const catalogDatasetOf = (products: readonly Product[]): CatalogDataset | undefined =>
  (Object.keys(catalogDatasets) as CatalogDataset[]).find(
    (name) => idsOf(catalogDatasets[name]) === idsOf(products),
  );

/** The recorded answer to `path` over `products`, its items being those products; throws when none is recorded. */
export function recordedCatalogPage(path: string, products: readonly Product[]): CatalogPage {
  const dataset = catalogDatasetOf(products);
  const recorded = dataset && recordedCatalogAnswers[dataset][path];
  if (!recorded)
    throw new Error(
      `No recorded answer to GET ${path} over these products: add the path to core/src/testing/` +
        `catalog-answers.json under one of ${Object.keys(catalogDatasets).join(', ')} (value null) and record it`,
    );
  const byId = new Map(products.map((product) => [product.id, product]));
  return { ...recorded, items: recorded.items.map((id) => byId.get(id)).filter((p) => p !== undefined) };
}
