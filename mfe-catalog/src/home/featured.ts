import { FEATURED_FIRST_CATEGORY_SLUG, FEATURED_LIMIT } from '@ata/core/catalog';

/**
 * Only what the featured section shows: up to four featured spices (they come first), and four featured
 * of any kind. The server render prefetches the same two.
 */
export const featuredRequests = [
  { featured: true, category: FEATURED_FIRST_CATEGORY_SLUG, pageSize: FEATURED_LIMIT },
  { featured: true, pageSize: FEATURED_LIMIT },
] as const;
