import { CART_CODE_PARAM, CART_LINK_PATH, cartCodeParamSchema } from '@ata/core/cart';
import { PARTNER_REF_PARAM } from '@ata/core/partner';
import type { AppMiddleware } from '../http/context.ts';
import { isApiPath } from '../http/not-found.ts';
import { keepPartnerRef, refPartnerId } from './attribution.ts';
import { CART_CACHE_CONTROL } from './routes.ts';
import { saveCartCode, writeCart } from './service.ts';

const LINK_PARAMS = new RegExp(`[?&](${CART_CODE_PARAM}|${PARTNER_REF_PARAM})=`);

/**
 * Whether a request is personal to the shopper and must never be answered from the shared page cache: a
 * link that brings a discount code or a partner's ref, or a cart link (which adds to her cart).
 */
export const isPersonalLink = (url: string | undefined): boolean =>
  url !== undefined && (LINK_PARAMS.test(url) || CART_LINK.test(url));
const CART_LINK = new RegExp(`^${CART_LINK_PATH}(?:[?#/]|$)`);

/**
 * `?code=WEEKEND10` and `?ref=PARTNER` on any storefront link (a partner's post, a newsletter, a QR code):
 * kept on the shopper's server cart (made if she has none; a ref only when it names a partner, first touch
 * within the window, see attribution.ts), and the page answers 302 to the same address without them, so
 * the page itself stays everyone's. An unknown ref is dropped silently; the checkout applies the code when
 * it is valid and says why when not.
 */
export const linkParams: AppMiddleware = async (ctx, next) => {
  if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
  if (!(CART_CODE_PARAM in ctx.query) && !(PARTNER_REF_PARAM in ctx.query)) return next();
  if (ctx.path === '/admin' || ctx.path.startsWith('/admin/') || ctx.path.startsWith('/assets/'))
    return next();
  const code = cartCodeParamSchema.safeParse(ctx.query[CART_CODE_PARAM]);
  const partnerId = await refPartnerId(ctx.state.em, ctx.query[PARTNER_REF_PARAM]);
  if (code.success || partnerId)
    await writeCart(ctx, async (em, cartId) => {
      if (code.success) await saveCartCode(em, cartId, code.data);
      if (partnerId) await keepPartnerRef(em, cartId, partnerId);
    });
  const url = new URL(ctx.url, 'http://same.site');
  url.searchParams.delete(CART_CODE_PARAM);
  url.searchParams.delete(PARTNER_REF_PARAM);
  ctx.set('Cache-Control', CART_CACHE_CONTROL);
  ctx.status = 302;
  ctx.redirect(`${url.pathname}${url.search}${url.hash}`);
};
