/** The fixed list of blog topics (slug and name); posts refer to one by its slug. */
export const blogTopics = [
  { slug: 'recipes', name: 'Recipes' },
  { slug: 'spice-guides', name: 'Spice Guides' },
  { slug: 'cooking-techniques', name: 'Cooking Techniques' },
  { slug: 'ingredients', name: 'Ingredients' },
  { slug: 'culture-history', name: 'Food Culture & History' },
  { slug: 'health-nutrition', name: 'Health & Nutrition' },
] as const;
export type BlogTopicSlug = (typeof blogTopics)[number]['slug'];

export const blogTopicName = (slug: string | null | undefined): string | undefined =>
  blogTopics.find((topic) => topic.slug === slug)?.name;

/** The query parameters the blog list reads (`/blog?search=…&category=<topic slug>`). */
export const BLOG_LIST_PARAMS = ['search', 'category'] as const;
