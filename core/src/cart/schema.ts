import { z } from 'zod';
import { priceSchema } from '../validation/schema.ts';

/** One line of the cart, as stored in the browser and sent with an order. */
export const cartItemSchema = z.object({
  productId: z.string().min(1),
  name: z.string(),
  price: priceSchema,
  quantity: z.number().int().positive(),
  imageUrl: z.string().nullish(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
