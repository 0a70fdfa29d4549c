import * as v from 'valibot';

// The partner embeds (<ata-buy-button>, <ata-recipe-cart>) read the shop's answers with small valibot readers
// instead of the zod schemas beside them: the smallest zod object schema alone costs an embed ~4 KB gzipped,
// valibot with the readers under 2 KB, and each embed must stay within 15 KB (bench/size.ts). A reader takes
// only the fields an embed shows; reader.test.ts parses the same answer with both so that they cannot drift.

/** A size as an embed reads it (productVariantSchema in schema.ts, the fields the embeds use). */
const sizeReader = v.object({
  id: v.string(),
  label: v.string(),
  price: v.number(),
  stock: v.pipe(v.number(), v.integer()),
});

/** A product as an embed reads it (productSchema in schema.ts, the fields the embeds use). */
export const productReader = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  price: v.number(),
  imageUrl: v.nullish(v.string()),
  stock: v.optional(v.pipe(v.number(), v.integer()), 0),
  variants: v.optional(v.array(sizeReader)),
});
export type ProductReading = v.InferOutput<typeof productReader>;

/** `GET /api/products/:slug` as an embed reads it; null when it is not a product. */
export function readProduct(answer: unknown): ProductReading | null {
  const read = v.safeParse(productReader, answer);
  return read.success ? read.output : null;
}
