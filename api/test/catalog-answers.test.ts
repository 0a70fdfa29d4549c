// mfe-catalog's unit tests answer GET /api/catalog from answers recorded off this API (`@ata/core/testing`),
// not from a second filtering engine. This test asks the real API every recorded question over the same
// products and compares, so the recordings cannot drift from the SQL. To record a new or changed one:
// RECORD_CATALOG_ANSWERS=1 npx vitest run test/catalog-answers.test.ts (in api/), then npm run format.
import { writeFileSync } from 'node:fs';
import { type CatalogPage, catalogPageSchema } from '@ata/core/catalog';
import { nairaText } from '@ata/core/money';
import type { Product } from '@ata/core/product';
import {
  type CatalogDataset,
  catalogDatasets,
  recordedCatalogAnswers,
  shopCategories,
} from '@ata/core/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

const recording = process.env.RECORD_CATALOG_ANSWERS === '1';

/** A fresh database holding exactly these products and the shop's test categories. */
async function appWith(products: readonly Product[]): Promise<TestApp> {
  const app = await startTestApp();
  const em = app.orm.em.fork();
  // Row by row (not TRUNCATE), so the triggers that keep the facet counts and the word list see it.
  await em.execute('delete from "product"');
  await em.execute('delete from "category"');
  for (const c of shopCategories)
    await em.execute(
      'insert into "category" ("id", "name", "slug", "created_at", "updated_at") values (?, ?, ?, ?, ?)',
      [c.id, c.name, c.slug, c.createdAt, c.updatedAt],
    );
  for (const p of products)
    await em.execute(
      `insert into "product" ("id", "name", "slug", "description", "price", "image_url", "stock", "category_id",
        "is_featured", "created_at", "updated_at") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        p.id,
        p.name,
        // The test data may repeat a slug; the table may not, and no answer depends on it.
        `${p.slug}-${p.id}`,
        p.description,
        nairaText(p.price),
        p.imageUrl ?? null,
        p.stock,
        p.categoryId,
        p.isFeatured,
        p.createdAt,
        p.updatedAt,
      ],
    );
  return app;
}

const asRecorded = (page: CatalogPage) => ({ ...page, items: page.items.map((product) => product.id) });

describe.each(Object.keys(catalogDatasets) as CatalogDataset[])(
  'recorded catalogue answers over %s',
  (name) => {
    it('are what the API answers today', async () => {
      const app = await appWith(catalogDatasets[name]);
      try {
        for (const [path, recorded] of Object.entries(recordedCatalogAnswers[name])) {
          const response = await app.request(path);
          expect(response.status, path).toBe(200);
          const answer = asRecorded(catalogPageSchema.parse(await response.json()));
          if (recording) recordedCatalogAnswers[name][path] = answer;
          else expect(answer, `${path}: RECORD_CATALOG_ANSWERS=1 records it`).toEqual(recorded);
        }
      } finally {
        await app.close();
      }
    });
  },
);

afterAll(() => {
  if (!recording) return;
  const file = new URL('./catalog-answers.json', import.meta.resolve('@ata/core/testing'));
  writeFileSync(file, `${JSON.stringify(recordedCatalogAnswers, null, 2)}\n`);
});
