import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogPostInputSchema, blogTopics } from '@ata/core/blog';
import { categoryInputSchema } from '@ata/core/category';
import { productInputSchema } from '@ata/core/product';
import { settingKeys, settingValueSchema } from '@ata/core/settings';
import { describe, expect, it } from 'vitest';
import { seedBlogPosts } from './blog-posts.ts';
import { seedCategories } from './categories.ts';
import { seedProducts } from './products.ts';
import { seedSettings } from './settings.ts';

const imagesDir = join(dirname(fileURLToPath(import.meta.url)), '../images');
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const imageFile = (url: string) => join(imagesDir, url.replace(/^\/api\/images\//, ''));

describe('seed categories', () => {
  it('are the six categories the home page shows', () => {
    expect(seedCategories.map((c) => c.slug)).toEqual([
      'protein',
      'spices',
      'grains-rice',
      'snacks',
      'recipe-bundles',
      'sauces-pastes',
    ]);
    for (const category of seedCategories) expect(categoryInputSchema.safeParse(category).success).toBe(true);
  });
});

describe('seed products', () => {
  it('are many, valid for the product form and uniquely slugged', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(32);
    expect(new Set(seedProducts.map((p) => p.slug)).size).toBe(seedProducts.length);
    const categorySlugs = new Set(seedCategories.map((c) => c.slug));
    for (const product of seedProducts) {
      expect(product.slug).toMatch(SLUG);
      expect(categorySlugs.has(product.categorySlug)).toBe(true);
      expect(Number.isInteger(product.price)).toBe(true);
      const parsed = productInputSchema.safeParse({ ...product, categoryId: product.categorySlug });
      expect(parsed.error?.issues ?? [], product.slug).toEqual([]);
    }
  });

  it('exercise every storefront state: featured, low, out of stock, new and old', () => {
    const featured = seedProducts.filter((p) => p.isFeatured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.filter((p) => p.categorySlug === 'spices').length).toBeGreaterThanOrEqual(2);
    expect(seedProducts.filter((p) => p.stock >= 1 && p.stock <= 5).length).toBeGreaterThanOrEqual(4);
    expect(seedProducts.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(seedProducts.filter((p) => p.createdDaysAgo < 30).length).toBeGreaterThanOrEqual(4);
    for (const p of seedProducts.filter((p) => p.createdDaysAgo >= 30)) {
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(40);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(400);
    }
    for (const category of seedCategories)
      expect(seedProducts.some((p) => p.categorySlug === category.slug)).toBe(true);
  });

  it('have prices that make the 0–10,000 slider useful and descriptions longer than a card', () => {
    const inSliderRange = seedProducts.filter((p) => p.price >= 800 && p.price <= 9500);
    expect(inSliderRange.length / seedProducts.length).toBeGreaterThan(0.8);
    expect(seedProducts.some((p) => p.categorySlug === 'recipe-bundles' && p.price > 10_000)).toBe(true);
    expect(seedProducts.some((p) => p.description.length > 160)).toBe(true);
    expect(seedProducts.filter((p) => p.description.length > 80).length).toBeGreaterThan(10);
  });
});

describe('seed blog posts', () => {
  const topics = new Set<string>(blogTopics.map((t) => t.slug));

  it('are valid for the editor, in known topics, with one draft', () => {
    expect(seedBlogPosts.filter((p) => p.published).length).toBeGreaterThanOrEqual(7);
    expect(seedBlogPosts.filter((p) => !p.published).length).toBe(1);
    expect(new Set(seedBlogPosts.map((p) => p.slug)).size).toBe(seedBlogPosts.length);
    expect(new Set(seedBlogPosts.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(4);
    // Each post has its own picture.
    expect(new Set(seedBlogPosts.map((p) => p.imageUrl)).size).toBe(seedBlogPosts.length);
    expect(seedBlogPosts.every((p) => p.imageUrl)).toBe(true);
    for (const post of seedBlogPosts) {
      expect(post.slug).toMatch(SLUG);
      expect(topics.has(post.categoryId), post.slug).toBe(true);
      expect(blogPostInputSchema.safeParse(post).error?.issues ?? [], post.slug).toEqual([]);
    }
  });

  it('are real articles of 300–900 words in the supported markdown', () => {
    for (const post of seedBlogPosts) {
      const words = post.content.split(/\s+/).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(300);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.content).toMatch(/^## /m);
      expect(post.content).toMatch(/^(- |1\. )/m);
      expect(post.content).not.toMatch(/lorem ipsum/i);
    }
  });
});

describe('seed settings', () => {
  it('fill every settings key with a value the settings form accepts', () => {
    expect(Object.keys(seedSettings).sort()).toEqual([...settingKeys].sort());
    // Off until the owner fills them in: her alert contacts, the summary's time, her own sentences.
    const mayBeEmpty = [
      'owner_alert_email',
      'owner_alert_whatsapp',
      'daily_summary_time',
      'message_text_confirmation',
      'message_text_shipped',
    ];
    for (const key of settingKeys) {
      if (!mayBeEmpty.includes(key)) expect(seedSettings[key], key).not.toBe('');
      expect(settingValueSchema(key).safeParse(seedSettings[key]).success, key).toBe(true);
    }
    expect(seedSettings.contact_whatsapp).toMatch(/^234\d{10}$/);
  });
});

describe('seed images', () => {
  const urls = [
    ...seedCategories.map((c) => c.imageUrl),
    ...seedProducts.map((p) => p.imageUrl),
    ...seedBlogPosts.map((p) => p.imageUrl),
  ].filter((url): url is string => Boolean(url));

  it('exist for every image URL, are small and self-contained', () => {
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/images\/[a-z0-9-]+\.svg$/);
      const file = imageFile(url);
      expect(statSync(file).size, url).toBeLessThan(3000);
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<text|<image|href=/);
    }
  });
});

describe('seed recipes', () => {
  it('are valid for the recipe form, on seed posts, and name seed products in sizes they are sold in', async () => {
    const { recipeInputSchema } = await import('@ata/core/recipe');
    const { sizeToken } = await import('@ata/core/cart');
    const { seedRecipes } = await import('./recipes.ts');
    const { seedSizes } = await import('./products.ts');
    const products = new Set(seedProducts.map((p) => p.slug));
    const posts = new Set(seedBlogPosts.map((p) => p.slug));
    for (const { postSlug, ...recipe } of seedRecipes) {
      expect(recipeInputSchema.safeParse(recipe).success).toBe(true);
      expect(posts.has(postSlug)).toBe(true);
      for (const one of recipe.ingredients) {
        expect(products.has(one.productSlug)).toBe(true);
        if (one.alternativeSlug) expect(products.has(one.alternativeSlug)).toBe(true);
        const sizes = (seedSizes[one.productSlug] ?? []).map((size) => sizeToken(size.label));
        expect(one.size === '' || sizes.includes(one.size)).toBe(true);
      }
    }
  });
});
