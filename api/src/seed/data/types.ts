// Plain shapes shared by the seed data files and the API's seed runner.
// Declared here (not imported from @ata/core) so the seed data has no dependency on entity or schema details.

export type SeedCategorySlug =
  | 'protein'
  | 'spices'
  | 'grains-rice'
  | 'snacks'
  | 'recipe-bundles'
  | 'sauces-pastes';

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

/** Blog topic slugs; the same fixed list lives in @ata/core as `blogTopics`. */
export type SeedBlogTopic =
  | 'recipes'
  | 'spice-guides'
  | 'cooking-techniques'
  | 'ingredients'
  | 'culture-history'
  | 'health-nutrition';

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

export type SeedSettingKey =
  | 'site_name'
  | 'site_description'
  | 'contact_email'
  | 'contact_phone'
  | 'contact_whatsapp'
  | 'contact_address'
  | 'social_facebook'
  | 'social_instagram'
  | 'social_twitter';

export type SeedSettings = Record<SeedSettingKey, string>;
