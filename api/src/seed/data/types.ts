// Plain shapes shared by the seed data files and the API's seed runner.
// The fixed lists (category slugs, blog topics, setting keys) come from @ata/core: one source of truth.
import type { BlogTopicSlug } from '@ata/core/blog';
import type { SettingKey } from '@ata/core/settings';
import type { homeCategorySlugs } from '@ata/core/site';

export type SeedCategorySlug = (typeof homeCategorySlugs)[number];

export interface SeedCategory {
  name: string;
  slug: SeedCategorySlug;
  imageUrl?: string;
}

export interface SeedProduct {
  name: string;
  slug: string;
  description: string;
  /** Naira, whole number. */
  price: number;
  stock: number;
  categorySlug: SeedCategorySlug;
  isFeatured: boolean;
  imageUrl: string;
  /** The runner sets createdAt to now minus this many days, so "New" badges stay meaningful. */
  createdDaysAgo: number;
}

export type SeedBlogTopic = BlogTopicSlug;

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown: blank-line-separated blocks with #/##/### headings, **bold**, *italic*, - and 1. lists. */
  content: string;
  imageUrl?: string;
  categoryId: SeedBlogTopic;
  published: boolean;
  createdDaysAgo: number;
}

export type SeedSettingKey = SettingKey;

export type SeedSettings = Record<SeedSettingKey, string>;

/** One size of a seed product sold in several (the first is the product's own price and stock). */
export interface SeedSize {
  label: string;
  /** Naira, whole number. */
  price: number;
  stock: number;
  weightGrams: number | null;
}
