// The schemas the blog reads the API's answers with, in a module of their own: queries.ts imports it when a
// query runs (`import()`), so zod stays out of the scripts a page needs before it hydrates (#27).
export { blogPostListSchema, blogPostSchema } from '@ata/core/blog';
