import { CART_CODE_PARAM, cartCodeParamSchema } from '@ata/core/cart';
import type { AppMiddleware } from '../http/context.ts';
import { isApiPath } from '../http/not-found.ts';
import { CART_CACHE_CONTROL } from './routes.ts';
import { saveCartCode, writeCart } from './service.ts';

/** Whether a request's URL carries a discount code (`?code=`): never answered from the shared page cache. */
export const hasCodeParam = (url: string | undefined): boolean => url !== undefined && /[?&]code=/.test(url);

/**
 * `?code=WEEKEND10` on any storefront link (a partner's post, a newsletter): the code is kept on the
 * shopper's server cart (made if she has none) and the page answers 302 to the same address without it, so
 * the page itself stays everyone's. The checkout applies the code when it is valid and says why when not.
 */
export const codeLink: AppMiddleware = async (ctx, next) => {
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path) || !('code' in ctx.query))
    return next();
  if (ctx.path === '/admin' || ctx.path.startsWith('/admin/') || ctx.path.startsWith('/assets/'))
    return next();
  const parsed = cartCodeParamSchema.safeParse(ctx.query[CART_CODE_PARAM]);
  if (parsed.success) await writeCart(ctx, (em, cartId) => saveCartCode(em, cartId, parsed.data));
  const url = new URL(ctx.url, 'http://same.site');
  url.searchParams.delete(CART_CODE_PARAM);
  ctx.set('Cache-Control', CART_CACHE_CONTROL);
  ctx.status = 302;
  ctx.redirect(`${url.pathname}${url.search}${url.hash}`);
};
