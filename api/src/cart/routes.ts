import {
  CART_API_PATH,
  CART_DESTINATION_PATH,
  CART_LINES_MAX,
  cartAddSchema,
  cartDestinationSchema,
  cartMergeSchema,
  cartSetLinesSchema,
  cartSetSchema,
  serverCartSchema,
} from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { uuidSchema } from '@ata/core/validation';
import * as z from 'zod/mini';
import type { AppContext } from '../http/context.ts';
import { ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import {
  addLine,
  cartIdFrom,
  clearCart,
  mergeLines,
  readCart,
  removeLine,
  saveCartState,
  setLine,
  writeCart,
} from './service.ts';

/** One shopper's cart: never kept by a browser's cache, a proxy or ours. */
export const CART_CACHE_CONTROL = 'private, no-store';

const COOKIE = { 'Set-Cookie': '`ata_cart`: the cart id (httpOnly, SameSite=Lax, 30 days), set or renewed' };
const theCart = (description: string) => ({ description, schema: serverCartSchema, headers: COOKIE });
const productParams = z.object({ productId: uuidSchema });
const NOT_FOUND = `${messages.cartProductNotFound}: no product or size has this id`;
const FULL = `${messages.cartFull(CART_LINES_MAX)} (a new line would be one too many)`;

/** Answers the whole cart after a write (the cookie's cart, now). */
async function answer(ctx: AppContext, cartId: string) {
  ctx.set('Cache-Control', CART_CACHE_CONTROL);
  ctx.body = await readCart(ctx.state.em, cartId);
}

/** The cart API the browser's cart store reads and writes (the forms of forms.ts do the same without JavaScript). */
export function cartRoutes() {
  const tag = 'cart';
  return [
    defineRoute({
      method: 'get',
      path: CART_API_PATH,
      tag,
      summary:
        "The visitor's cart (from the `ata_cart` cookie): names, prices and stock as the products are now; empty without one",
      access: 'public',
      responses: { 200: ok(serverCartSchema) },
      handler: async (ctx) => {
        ctx.set('Cache-Control', CART_CACHE_CONTROL);
        ctx.body = await readCart(ctx.state.em, cartIdFrom(ctx));
      },
    }),
    defineRoute({
      method: 'post',
      path: `${CART_API_PATH}/lines`,
      tag,
      summary:
        'Add a size of a product (`variantId`; without one, its default size): more of it when it is in the cart already, no more than its stock',
      access: 'public',
      body: cartAddSchema,
      responses: { 200: theCart('The cart after adding'), 404: NOT_FOUND, 409: FULL },
      handler: async (ctx, { body }) => {
        const { cartId } = await writeCart(ctx, (em, id) =>
          addLine(em, id, body.productId, body.quantity, undefined, body.variantId),
        );
        await answer(ctx, cartId);
      },
    }),
    defineRoute({
      method: 'put',
      path: `${CART_API_PATH}/lines`,
      tag,
      summary:
        "Set several lines' quantities at once (0 removes a line), each no more than its stock, all or none: what a page being left still had to send. `key`: a line's size id, or a product id for its default size",
      access: 'public',
      body: cartSetLinesSchema,
      responses: { 200: theCart('The cart after the changes'), 404: NOT_FOUND, 409: FULL },
      handler: async (ctx, { body }) => {
        const { cartId } = await writeCart(ctx, async (em, id) => {
          for (const line of body.lines) await setLine(em, id, line.key, line.quantity);
        });
        await answer(ctx, cartId);
      },
    }),
    defineRoute({
      method: 'put',
      path: `${CART_API_PATH}/lines/:productId`,
      tag,
      summary:
        "Set a line's quantity (0 removes it), no more than the stock. `:productId`: the line's size id (`variantId`), or a product id for its default size",
      access: 'public',
      params: productParams,
      body: cartSetSchema,
      responses: { 200: theCart('The cart after the change'), 404: NOT_FOUND, 409: FULL },
      handler: async (ctx, { params, body }) => {
        const { cartId } = await writeCart(ctx, (em, id) => setLine(em, id, params.productId, body.quantity));
        await answer(ctx, cartId);
      },
    }),
    defineRoute({
      method: 'delete',
      path: `${CART_API_PATH}/lines/:productId`,
      tag,
      summary: 'Remove a line (`:productId`: its size id, or a product id for its default size)',
      access: 'public',
      params: productParams,
      responses: { 200: theCart('The cart without that line'), 404: NOT_FOUND },
      handler: async (ctx, { params }) => {
        const { cartId } = await writeCart(ctx, (em, id) => removeLine(em, id, params.productId));
        await answer(ctx, cartId);
      },
    }),
    defineRoute({
      method: 'delete',
      path: CART_API_PATH,
      tag,
      summary: 'Empty the cart',
      access: 'public',
      responses: { 200: theCart('The empty cart') },
      handler: async (ctx) => {
        const { cartId } = await writeCart(ctx, clearCart);
        await answer(ctx, cartId);
      },
    }),
    defineRoute({
      method: 'put',
      path: CART_DESTINATION_PATH,
      tag,
      summary:
        "The state the cart delivers to (ISO code; empty forgets it): the cart shows that state's delivery fee, the checkout starts from it",
      access: 'public',
      body: cartDestinationSchema,
      responses: { 200: theCart('The cart with its state'), 400: 'Not a Nigerian state' },
      handler: async (ctx, { body }) => {
        const { cartId } = await writeCart(ctx, (em, id) => saveCartState(em, id, body.state));
        await answer(ctx, cartId);
      },
    }),
    defineRoute({
      method: 'post',
      path: `${CART_API_PATH}/merge`,
      tag,
      summary:
        "Add the browser's old cart (kept in localStorage before carts lived on the server), once: unknown and sold-out products are skipped; the `mergeId` the cart merged last adds nothing again",
      access: 'public',
      body: cartMergeSchema,
      responses: {
        200: theCart('The cart with the old lines added (or as it was, for a repeated `mergeId`)'),
      },
      handler: async (ctx, { body }) => {
        const { cartId } = await writeCart(ctx, (em, id) => mergeLines(em, id, body.items, body.mergeId));
        await answer(ctx, cartId);
      },
    }),
  ];
}
