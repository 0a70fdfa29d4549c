import { randomBytes } from 'node:crypto';
import {
  CART_COOKIE,
  CART_LINES_MAX,
  CART_TTL_MS,
  type CartItem,
  type CartNotice,
  type CheckoutDraft,
  cartIdSchema,
  type ServerCart,
} from '@ata/core/cart';
import { normalizeCode } from '@ata/core/pricing';
import { messages } from '@ata/core/site';
import { uuidSchema } from '@ata/core/validation';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../errors.ts';
import type { AppContext } from '../http/context.ts';

/**
 * The server cart: lines (product, quantity) in `cart_line`, everything else read from the products on
 * every read. Every write is one conditional statement, so two tabs writing at once never lose a line.
 */

/** The cart id the request's cookie names, when well-formed (whether such a cart exists is not checked). */
export function cartIdFrom(ctx: Pick<AppContext, 'cookies'>): string | undefined {
  const raw = ctx.cookies.get(CART_COOKIE);
  return raw && cartIdSchema.safeParse(raw).success ? raw : undefined;
}

/** Whether a Cookie header carries the cart cookie (the fast path's test, before Koa parses anything). */
export const hasCartCookie = (header: string | undefined): boolean =>
  header !== undefined && new RegExp(`(^|;\\s*)${CART_COOKIE}=[^;]`).test(header);

/** Sets (or renews) the cart cookie: httpOnly, SameSite=Lax, 30 days, Secure when the shop is on https. */
export function setCartCookie(ctx: AppContext, cartId: string): void {
  const secure = ctx.publicOrigin.startsWith('https:');
  ctx.cookies.secure = ctx.cookies.secure || secure;
  ctx.cookies.set(CART_COOKIE, cartId, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: CART_TTL_MS,
    overwrite: true,
  });
}

/**
 * The cart this request writes to: the cookie's cart, touched (its idle time starts again), or a new one
 * when the cookie names none (no cookie, malformed, expired or unknown: a client never picks its own id).
 * The cookie is set or renewed either way. `em`: the transaction the write runs in.
 */
export async function ensureCart(ctx: AppContext, em: EntityManager = ctx.state.em): Promise<string> {
  const cartId = await ensureCartRow(em, cartIdFrom(ctx));
  setCartCookie(ctx, cartId);
  return cartId;
}

async function ensureCartRow(em: EntityManager, known: string | undefined): Promise<string> {
  if (known) {
    const rows = await em.execute<{ id: string }[]>(
      'update cart set updated_at = now() where id = ? returning id',
      [known],
    );
    if (rows[0]) return rows[0].id;
  }
  const cartId = randomBytes(16).toString('base64url');
  await em.execute('insert into cart (id, created_at, updated_at) values (?, now(), now())', [cartId]);
  return cartId;
}

/**
 * Runs one change of the request's cart in a transaction (a refused change leaves nothing behind, not even
 * a new empty cart), then sets or renews the cookie. Returns the cart's id and what the change returned.
 */
export async function writeCart<T>(
  ctx: AppContext,
  write: (em: EntityManager, cartId: string) => Promise<T>,
): Promise<{ cartId: string; result: T }> {
  const done = await ctx.state.em.transactional(async (em) => {
    const cartId = await ensureCartRow(em, cartIdFrom(ctx));
    return { cartId, result: await write(em, cartId) };
  });
  setCartCookie(ctx, done.cartId);
  return done;
}

interface LineRow {
  product_id: string;
  quantity: number;
  name: string;
  price: string;
  stock: number;
  image_url: string | null;
  category_id: string | null;
}

/**
 * The cart as the shopper sees it now: names, prices, images and stock from the products. A line above
 * its product's stock comes down to it, a sold-out product's line leaves (both stored, and said once in
 * `notice.changes`; `notice.messages` is what the last form post left). Lines of deleted products went with them (cascade).
 */
export async function readCart(em: EntityManager, cartId: string | undefined): Promise<ServerCart> {
  if (!cartId) return { items: [] };
  const [cart] = await em.execute<
    { notice: CartNotice | null; checkout_draft: CheckoutDraft | null; code: string | null }[]
  >('select notice, checkout_draft, code from cart where id = ?', [cartId]);
  if (!cart) return { items: [] };
  const soldOut = await em.execute<{ name: string }[]>(
    `delete from cart_line l using product p
      where l.cart_id = ? and p.id = l.product_id and p.stock <= 0 returning p.name`,
    [cartId],
  );
  const capped = await em.execute<{ name: string; stock: number; wanted: number }[]>(
    `update cart_line l set quantity = p.stock
       from product p, cart_line before
      where l.cart_id = ? and p.id = l.product_id and l.quantity > p.stock and p.stock > 0
        and before.cart_id = l.cart_id and before.product_id = l.product_id
      returning p.name, p.stock, before.quantity as wanted`,
    [cartId],
  );
  const rows = await em.execute<LineRow[]>(
    `select l.product_id, l.quantity, p.name, p.price, p.stock, p.image_url, p.category_id
       from cart_line l join product p on p.id = l.product_id
      where l.cart_id = ? order by l.added_at, l.product_id limit ?`,
    [cartId, CART_LINES_MAX],
  );
  const changes = [
    ...soldOut.map((row) => messages.cartLineSoldOut(row.name)),
    ...capped.map((row) => messages.cartLineCapped(row.name, row.stock, row.wanted)),
  ].slice(0, CART_LINES_MAX);
  const said = cart.notice?.messages ?? [];
  const notice = said.length > 0 || changes.length > 0;
  return {
    items: rows.map(toCartItem),
    ...(notice && { notice: { messages: said, ...(changes.length > 0 && { changes }) } }),
    ...(cart.checkout_draft && { checkout: cart.checkout_draft }),
    ...(cart.code && { code: cart.code }),
  };
}

const toCartItem = (row: LineRow): CartItem => ({
  productId: row.product_id,
  name: row.name,
  price: Number(row.price),
  quantity: row.quantity,
  imageUrl: row.image_url,
  categoryId: row.category_id,
  stock: row.stock,
});

/** Clears the one-shot notice and draft, or leaves a new notice for the next page (a form post's). */
async function noted(em: EntityManager, cartId: string, notice: CartNotice | null) {
  await em.execute('update cart set notice = ?::jsonb, checkout_draft = null where id = ?', [
    notice && JSON.stringify(notice),
    cartId,
  ]);
}

async function productNamed(em: EntityManager, productId: string): Promise<{ name: string; stock: number }> {
  if (!uuidSchema.safeParse(productId).success) throw notFound(messages.cartProductNotFound);
  const [product] = await em.execute<{ name: string; stock: number }[]>(
    'select name, stock from product where id = ?',
    [productId],
  );
  if (!product) throw notFound(messages.cartProductNotFound);
  return product;
}

/** What a write did, in words, for the page after a form post. */
export interface LineChange {
  name: string;
  /** The line's quantity after the write (0: no line). */
  quantity: number;
}

/**
 * Adds `quantity` of a product: a new line, or more on its line; either way no more than the stock (a
 * sold-out product adds nothing). One statement: two tabs adding at once both count.
 */
export async function addLine(
  em: EntityManager,
  cartId: string,
  productId: string,
  quantity: number,
  notice: (change: LineChange) => string | null = () => null,
): Promise<LineChange> {
  const product = await productNamed(em, productId);
  const rows = await em.execute<{ quantity: number }[]>(
    `insert into cart_line (cart_id, product_id, quantity, added_at)
     select ?, p.id, least(?, p.stock), clock_timestamp() from product p
      where p.id = ? and p.stock > 0
        and (exists (select 1 from cart_line where cart_id = ? and product_id = p.id)
             or (select count(*) from cart_line where cart_id = ?) < ?)
     on conflict (cart_id, product_id) do update
        set quantity = least(cart_line.quantity + excluded.quantity,
                             (select stock from product where id = excluded.product_id))
     returning quantity`,
    [cartId, quantity, productId, cartId, cartId, CART_LINES_MAX],
  );
  const line = rows[0];
  if (!line && product.stock > 0) throw conflict(messages.cartFull(CART_LINES_MAX));
  const change = { name: product.name, quantity: line?.quantity ?? 0 };
  await noted(em, cartId, say(notice(change)));
  return change;
}

/** Sets a line's quantity (0 removes it), no more than the stock; a line that was not there is added. */
export async function setLine(
  em: EntityManager,
  cartId: string,
  productId: string,
  quantity: number,
  notice: (change: LineChange) => string | null = () => null,
): Promise<LineChange> {
  if (quantity <= 0) return removeLine(em, cartId, productId, notice);
  const product = await productNamed(em, productId);
  if (product.stock <= 0) return removeLine(em, cartId, productId, notice);
  const rows = await em.execute<{ quantity: number }[]>(
    `insert into cart_line (cart_id, product_id, quantity, added_at)
     select ?, p.id, least(?, p.stock), clock_timestamp() from product p
      where p.id = ?
        and (exists (select 1 from cart_line where cart_id = ? and product_id = p.id)
             or (select count(*) from cart_line where cart_id = ?) < ?)
     on conflict (cart_id, product_id) do update set quantity = excluded.quantity
     returning quantity`,
    [cartId, quantity, productId, cartId, cartId, CART_LINES_MAX],
  );
  if (!rows[0]) throw conflict(messages.cartFull(CART_LINES_MAX));
  const change = { name: product.name, quantity: rows[0].quantity };
  await noted(em, cartId, say(notice(change)));
  return change;
}

export async function removeLine(
  em: EntityManager,
  cartId: string,
  productId: string,
  notice: (change: LineChange) => string | null = () => null,
): Promise<LineChange> {
  const product = await productNamed(em, productId);
  await em.execute('delete from cart_line where cart_id = ? and product_id = ?', [cartId, productId]);
  const change = { name: product.name, quantity: 0 };
  await noted(em, cartId, say(notice(change)));
  return change;
}

/** Keeps (or, empty, forgets) the discount code the shopper brought or typed; a malformed one is not kept. */
export async function saveCartCode(em: EntityManager, cartId: string, code: string): Promise<void> {
  const kept = normalizeCode(code);
  if (kept !== '' && !CART_CODE.test(kept)) return;
  await em.execute('update cart set code = ? where id = ?', [kept || null, cartId]);
}
const CART_CODE = /^[A-Z0-9_-]{1,40}$/;

export async function clearCart(em: EntityManager, cartId: string): Promise<void> {
  await em.execute('delete from cart_line where cart_id = ?', [cartId]);
  await noted(em, cartId, null);
}

/**
 * Adds the browser's old cart (localStorage) in one statement: repeated products are summed, unknown or
 * sold-out products skipped, every line capped at its stock, and no more lines than a cart holds.
 */
export async function mergeLines(
  em: EntityManager,
  cartId: string,
  items: readonly { productId: string; quantity: number }[],
): Promise<void> {
  const lines = items.filter((item) => uuidSchema.safeParse(item.productId).success);
  if (lines.length > 0)
    await em.execute(
      `insert into cart_line (cart_id, product_id, quantity, added_at)
       select ?, p.id, least(w.quantity, p.stock), clock_timestamp() + w.first * interval '1 microsecond'
         from (select (i->>'productId')::uuid as product_id, least(sum((i->>'quantity')::bigint), 2147483647)::int as quantity,
                      min(n) as first
                 from jsonb_array_elements(?::jsonb) with ordinality as x(i, n) group by 1) w
         join product p on p.id = w.product_id
        where p.stock > 0
        order by w.first
        limit greatest(0, ? - (select count(*) from cart_line where cart_id = ?))
       on conflict (cart_id, product_id) do update
          set quantity = least(cart_line.quantity + excluded.quantity,
                               (select stock from product where id = excluded.product_id))`,
      [cartId, JSON.stringify(lines), CART_LINES_MAX, cartId],
    );
  await noted(em, cartId, null);
}

/** Stores the no-JavaScript checkout's values and errors, to be shown once on /checkout. */
export async function saveCheckoutDraft(em: EntityManager, cartId: string, draft: CheckoutDraft) {
  await em.execute('update cart set checkout_draft = ?::jsonb where id = ?', [JSON.stringify(draft), cartId]);
}

/** Deletes carts idle longer than `idleMs` (their lines go with them); returns how many. */
export async function deleteIdleCarts(em: EntityManager, idleMs = CART_TTL_MS): Promise<number> {
  const rows = await em.execute<{ id: string }[]>(
    `delete from cart where updated_at < now() - ? * interval '1 millisecond' returning id`,
    [idleMs],
  );
  return rows.length;
}

const say = (message: string | null): CartNotice | null => (message ? { messages: [message] } : null);
