import { z } from 'zod/mini';
import { boundedPriceSchema, checked, textBounds } from '../validation/schema.ts';
import { QUANTITY_MAX } from './names.ts';

/** One line of the cart, as stored in the browser and sent with an order: one size of one product. */
export const cartItemSchema = z.object({
  productId: checked(z.string(), z.minLength(1), ...textBounds(100)),
  name: checked(z.string(), ...textBounds(200)),
  price: boundedPriceSchema,
  /** The size (absent: the product's default size, as before sizes existed). */
  variantId: z.optional(checked(z.string(), z.minLength(1), ...textBounds(100))),
  /** The size's label ("250 g"), shown with the name. */
  variantLabel: z.nullish(checked(z.string(), ...textBounds(60))),
  quantity: checked(z.int(), z.positive(), z.lte(QUANTITY_MAX, `Quantity must be at most ${QUANTITY_MAX}`)),
  imageUrl: z.nullish(checked(z.string(), ...textBounds(2000))),
  /** The product's category: an image-less line shows that category's placeholder. */
  categoryId: z.nullish(checked(z.string(), ...textBounds(100))),
  /** The product's stock when the shop last saw it: the line's quantity never goes above it. */
  stock: z.optional(checked(z.int(), z.gte(0), z.lte(QUANTITY_MAX))),
});
export type CartItem = z.infer<typeof cartItemSchema>;
