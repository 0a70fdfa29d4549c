import { nairaText, nairaToKobo } from '@ata/core/money';
import { DEFAULT_VARIANT_LABEL } from '@ata/core/product';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BlogPostEntity,
  CategoryEntity,
  PickupPointEntity,
  ProductEntity,
  ProductVariantEntity,
  RecipeEntity,
  SettingEntity,
} from '../db/entities/index.ts';
import { skuFor } from '../products/variants.ts';
import { seedBlogPosts } from './data/blog-posts.ts';
import { seedCategories } from './data/categories.ts';
import { seedPickupPoints } from './data/pickup-points.ts';
import { seedProducts, seedSizes } from './data/products.ts';
import { seedRecipes } from './data/recipes.ts';
import { seedSettings } from './data/settings.ts';
import type { SeedSize } from './data/types.ts';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (now: number, days: number) => new Date(now - days * DAY);

/** Inserts the seed shop (categories, products, blog posts). The caller checks the database is empty. */
export async function insertCatalogue(
  em: EntityManager,
  now: number,
): Promise<{ products: number; posts: number }> {
  const categoryIds = new Map<string, string>();
  for (const seed of seedCategories) {
    const category = em.create(CategoryEntity, {
      name: seed.name,
      slug: seed.slug,
      imageUrl: seed.imageUrl ?? null,
    });
    categoryIds.set(seed.slug, category.id);
  }
  const sizes: { productId: string; slug: string; sizes: SeedSize[] }[] = [];
  for (const seed of seedProducts) {
    const created = daysAgo(now, seed.createdDaysAgo);
    const product = em.create(ProductEntity, {
      name: seed.name,
      slug: seed.slug,
      description: seed.description,
      price: nairaText(seed.price),
      // Each size's insert adds its stock (the trigger counts by difference).
      stock: 0,
      imageUrl: seed.imageUrl,
      categoryId: categoryIds.get(seed.categorySlug) ?? null,
      isFeatured: seed.isFeatured,
      createdAt: created,
      updatedAt: created,
    });
    sizes.push({
      productId: product.id,
      slug: seed.slug,
      sizes: seedSizes[seed.slug] ?? [
        { label: DEFAULT_VARIANT_LABEL, price: seed.price, stock: seed.stock, weightGrams: null },
      ],
    });
  }
  await em.flush();
  for (const product of sizes)
    product.sizes.forEach((size, position) => {
      em.create(ProductVariantEntity, {
        productId: product.productId,
        label: size.label,
        sku: product.sizes.length === 1 ? product.slug : skuFor(product.slug, size.label),
        priceKobo: nairaToKobo(size.price),
        compareAtKobo: null,
        stock: size.stock,
        weightGrams: size.weightGrams,
        position,
      });
    });
  for (const { fee, ...point } of seedPickupPoints)
    em.create(PickupPointEntity, { ...point, feeKobo: nairaToKobo(fee) });
  const recipeIds = new Map<string, string>();
  for (const { postSlug, ...recipe } of seedRecipes)
    recipeIds.set(postSlug, em.create(RecipeEntity, recipe).id);
  for (const seed of seedBlogPosts) {
    const created = daysAgo(now, seed.createdDaysAgo);
    em.create(BlogPostEntity, {
      recipeId: recipeIds.get(seed.slug) ?? null,
      slug: seed.slug,
      title: seed.title,
      excerpt: seed.excerpt,
      content: seed.content,
      imageUrl: seed.imageUrl ?? null,
      categoryId: seed.categoryId,
      published: seed.published,
      createdAt: created,
      updatedAt: created,
    });
  }
  await em.flush();
  return { products: seedProducts.length, posts: seedBlogPosts.length };
}

/** Adds any settings key that is missing, never overwriting what the owner changed. */
export async function insertMissingSettings(em: EntityManager): Promise<number> {
  const existing = new Set((await em.find(SettingEntity, {})).map((row) => row.key));
  let added = 0;
  for (const [key, value] of Object.entries(seedSettings)) {
    if (existing.has(key)) continue;
    em.create(SettingEntity, { key, value });
    added += 1;
  }
  await em.flush();
  return added;
}
