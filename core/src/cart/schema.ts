import { z } from 'zod/mini';
import { checked, priceSchema } from '../validation/schema.ts';

/** One line of the cart, as stored in the browser and sent with an order. */
export const cartItemSchema = z.object({
  productId: checked(z.string(), z.minLength(1)),
  name: z.string(),
  price: priceSchema,
  quantity: checked(z.int(), z.positive()),
  imageUrl: z.nullish(z.string()),
});
export type CartItem = z.infer<typeof cartItemSchema>;
