import {
  CART_CODE_PARAM,
  CART_LINES_MAX,
  CART_LINK_PATH,
  type CartLinkItem,
  cartCodeParamSchema,
  cartLinkItemsSchema,
  cartLinkTargetSchema,
  sizeToken,
} from '@ata/core/cart';
import { CHECKOUT_PATH } from '@ata/core/order';
import { PARTNER_REF_PARAM } from '@ata/core/partner';
import { nameWithSize } from '@ata/core/product';
import { messages } from '@ata/core/site';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppMiddleware } from '../http/context.ts';
import { keepPartnerRef, refPartnerId } from './attribution.ts';
import { CART_CACHE_CONTROL } from './routes.ts';
import { addCappedQuantity, saveCartCode, writeCart } from './service.ts';

interface SizeRow {
  slug: string;
  name: string;
  variant_id: string;
  label: string;
  stock: number;
}

/** The sizes of the products a link names, default size (lowest position) first for each product. */
const sizesOf = (em: EntityManager, slugs: string[]) =>
  em.execute<SizeRow[]>(
    `select p.slug, p.name, v.id as variant_id, v.label, v.stock
       from product p join product_variant v on v.product_id = p.id
      where p.slug in (select jsonb_array_elements_text(?::jsonb)) order by p.slug, v.position, v.id`,
    [JSON.stringify(slugs)],
  );

/**
 * Adds a link's items to the cart: the size each names (its label's sizeToken; none: the default size), at
 * most its stock, never a price from the link. Returns how many lines were added and, in words, each item
 * that was not added as asked.
 */
async function addLinkItems(em: EntityManager, cartId: string, items: CartLinkItem[]) {
  const sizes = await sizesOf(em, [...new Set(items.map((item) => item.slug))]);
  const problems: string[] = [];
  let added = 0;
  for (const item of items) {
    const ofProduct = sizes.filter((size) => size.slug === item.slug);
    const size = item.size ? ofProduct.find((one) => sizeToken(one.label) === item.size) : ofProduct[0];
    if (!ofProduct[0]) problems.push(messages.cartLinkUnknown(item.slug));
    else if (!size) problems.push(messages.cartLinkNoSize(ofProduct[0].name, item.size));
    else {
      const name = nameWithSize(size.name, size.label);
      const before = await em.execute<{ quantity: number }[]>(
        'select quantity from cart_line where cart_id = ? and variant_id = ?',
        [cartId, size.variant_id],
      );
      const had = before[0]?.quantity ?? 0;
      const now = await addCappedQuantity(em, cartId, size.variant_id, item.quantity);
      if (size.stock <= 0) problems.push(messages.cartLinkSoldOut(name));
      else if (now === undefined) problems.push(messages.cartLinkFull(name, CART_LINES_MAX));
      else {
        added += 1;
        if (now < had + item.quantity) problems.push(messages.cartLinkCapped(name, now, had + item.quantity));
      }
    }
  }
  return { added, problems: problems.slice(0, CART_LINES_MAX) };
}

/**
 * `GET /cart/add?items=slug:size:qty,…&ref=…&code=…&to=checkout`: the cart link of partner embeds, plain
 * links and QR codes (a top-level navigation, so the cart cookie is first-party). Adds the items in one
 * transaction, keeps the partner (first touch) and the code, and answers 303 to the cart, or to the
 * checkout when asked and everything was added as asked; otherwise the cart page says what was not.
 * `POST /cart/add` stays the product page's form (forms.ts).
 */
export const cartLink: AppMiddleware = async (ctx, next) => {
  if (
    (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
    ctx.path !== CART_LINK_PATH ||
    !('items' in ctx.query)
  )
    return next();
  ctx.set('Cache-Control', CART_CACHE_CONTROL);
  ctx.set('X-Robots-Tag', 'noindex');
  // A HEAD (a link checker, a preview) is told where the link leads, and fills no cart.
  if (ctx.method === 'HEAD') {
    ctx.status = 303;
    return ctx.redirect('/cart');
  }
  // A form of checkboxes (the blog's recipe cart) sends `items` once per ticked line.
  const listed = ctx.query.items;
  const items = cartLinkItemsSchema.safeParse(Array.isArray(listed) ? listed.join(',') : listed);
  const target = cartLinkTargetSchema.safeParse(ctx.query.to);
  const code = cartCodeParamSchema.safeParse(ctx.query[CART_CODE_PARAM]);
  const partnerId = await refPartnerId(ctx.state.em, ctx.query[PARTNER_REF_PARAM]);
  const { result } = await writeCart(ctx, async (em, cartId) => {
    if (code.success) await saveCartCode(em, cartId, code.data);
    if (partnerId) await keepPartnerRef(em, cartId, partnerId);
    const done = items.success ? await addLinkItems(em, cartId, items.data) : null;
    const said = done ? messages.cartLinkAdded(done.added) : messages.cartLinkUnreadable;
    const notice = { messages: [said], ...(done && done.problems.length > 0 && { problems: done.problems }) };
    await em.execute('update cart set notice = ?::jsonb, checkout_draft = null where id = ?', [
      JSON.stringify(notice),
      cartId,
    ]);
    return done;
  });
  const allAdded = result !== null && result.problems.length === 0 && result.added > 0;
  ctx.status = 303;
  ctx.redirect(allAdded && target.success && target.data === 'checkout' ? CHECKOUT_PATH : '/cart');
};
