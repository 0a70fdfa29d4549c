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
import { koboToNaira } from '@ata/core/money';
import { normalizeCode, type StateCode } from '@ata/core/pricing';
import { nameWithSize } from '@ata/core/product';
import { messages } from '@ata/core/site';
import { uuidSchema } from '@ata/core/validation';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../errors.ts';
import type { AppContext } from '../http/context.ts';

/**
 * The server cart: lines (product, size, quantity) in `cart_line`, everything else read from the products on
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
  variant_id: string;
  label: string;
  quantity: number;
  name: string;
  price_kobo: string;
  stock: number;
  image_url: string | null;
  category_id: string | null;
}

/**
 * The cart as the shopper sees it now: names, prices, images and stock from the products and their sizes.
 * A line above its size's stock comes down to it, a sold-out size's line leaves (both stored, and said once
 * in `notice.changes`; `notice.messages` is what the last form post left). Lines of deleted products or
 * sizes went with them (cascade).
 */
export async function readCart(em: EntityManager, cartId: string | undefined): Promise<ServerCart> {
  if (!cartId) return { items: [] };
  const [cart] = await em.execute<
    {
      notice: CartNotice | null;
      checkout_draft: CheckoutDraft | null;
      code: string | null;
      state: StateCode | null;
    }[]
  >('select notice, checkout_draft, code, state from cart where id = ?', [cartId]);
  if (!cart) return { items: [] };
  const soldOut = await em.execute<{ name: string; label: string }[]>(
    `delete from cart_line l using product_variant v, product p
      where l.cart_id = ? and v.id = l.variant_id and p.id = v.product_id and v.stock <= 0
      returning p.name, v.label`,
    [cartId],
  );
  const capped = await em.execute<{ name: string; label: string; stock: number; wanted: number }[]>(
    `update cart_line l set quantity = v.stock
       from product_variant v, product p, cart_line before
      where l.cart_id = ? and v.id = l.variant_id and p.id = v.product_id and l.quantity > v.stock and v.stock > 0
        and before.cart_id = l.cart_id and before.variant_id = l.variant_id
      returning p.name, v.label, v.stock, before.quantity as wanted`,
    [cartId],
  );
  const rows = await em.execute<LineRow[]>(
    `select l.product_id, l.variant_id, v.label, l.quantity, p.name, v.price_kobo, v.stock, p.image_url, p.category_id
       from cart_line l join product_variant v on v.id = l.variant_id join product p on p.id = v.product_id
      where l.cart_id = ? order by l.added_at, l.variant_id limit ?`,
    [cartId, CART_LINES_MAX],
  );
  const changes = [
    ...soldOut.map((row) => messages.cartLineSoldOut(nameWithSize(row.name, row.label))),
    ...capped.map((row) => messages.cartLineCapped(nameWithSize(row.name, row.label), row.stock, row.wanted)),
  ].slice(0, CART_LINES_MAX);
  const said = cart.notice?.messages ?? [];
  const problems = cart.notice?.problems ?? [];
  const notice = said.length > 0 || changes.length > 0;
  return {
    items: rows.map(toCartItem),
    ...(notice && {
      notice: {
        messages: said,
        ...(changes.length > 0 && { changes }),
        ...(problems.length > 0 && { problems }),
      },
    }),
    ...(cart.checkout_draft && { checkout: cart.checkout_draft }),
    ...(cart.code && { code: cart.code }),
    ...(cart.state && { state: cart.state }),
  };
}

const toCartItem = (row: LineRow): CartItem => ({
  productId: row.product_id,
  variantId: row.variant_id,
  variantLabel: row.label,
  name: row.name,
  price: koboToNaira(Number(row.price_kobo)),
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

/** A size as a cart write names it. */
interface Size {
  variantId: string;
  productId: string;
  /** The product's name with the size ("Ground Crayfish (1 kg)"; a product's only size is not said). */
  name: string;
  stock: number;
}

/**
 * The size a write names: `variantId` of `productId` when given, else `key` is a size's id or a product's id
 * (then its default size, as before sizes existed). Unknown or malformed → 404.
 */
export async function sizeNamed(em: EntityManager, key: string, variantId?: string): Promise<Size> {
  const valid = (id: string | undefined) => id === undefined || uuidSchema.safeParse(id).success;
  if (!uuidSchema.safeParse(key).success || !valid(variantId)) throw notFound(messages.cartProductNotFound);
  const [size] = await em.execute<
    { id: string; product_id: string; name: string; label: string; stock: number }[]
  >(
    variantId
      ? `select v.id, v.product_id, p.name, v.label, v.stock from product_variant v join product p on p.id = v.product_id
          where v.id = ? and v.product_id = ?`
      : `select v.id, v.product_id, p.name, v.label, v.stock from product_variant v join product p on p.id = v.product_id
          where v.id = ? or v.product_id = ? order by (v.id = ?) desc, v.position, v.id limit 1`,
    variantId ? [variantId, key] : [key, key, key],
  );
  if (!size) throw notFound(messages.cartProductNotFound);
  return {
    variantId: size.id,
    productId: size.product_id,
    name: nameWithSize(size.name, size.label),
    stock: size.stock,
  };
}

/** What a write did, in words, for the page after a form post. */
export interface LineChange {
  name: string;
  /** The line's quantity after the write (0: no line). */
  quantity: number;
}

/**
 * Adds `quantity` of a size to the cart's line for it, capped at the size's stock, in one statement (two tabs
 * adding at once both count). Answers the line's quantity now, or undefined when nothing was added: the size
 * is sold out, or the cart already holds CART_LINES_MAX other lines.
 */
export async function addCappedQuantity(
  em: EntityManager,
  cartId: string,
  variantId: string,
  quantity: number,
): Promise<number | undefined> {
  const rows = await em.execute<{ quantity: number }[]>(
    `insert into cart_line (cart_id, product_id, variant_id, quantity, added_at)
     select ?, v.product_id, v.id, least(?, v.stock), clock_timestamp() from product_variant v
      where v.id = ? and v.stock > 0
        and (exists (select 1 from cart_line where cart_id = ? and variant_id = v.id)
             or (select count(*) from cart_line where cart_id = ?) < ?)
     on conflict (cart_id, variant_id) do update
        set quantity = least(cart_line.quantity + excluded.quantity,
                             (select stock from product_variant where id = excluded.variant_id))
     returning quantity`,
    [cartId, quantity, variantId, cartId, cartId, CART_LINES_MAX],
  );
  return rows[0]?.quantity;
}

/**
 * Adds `quantity` of a size (`variantId` of the product; without one, its default size): a new line, or
 * more on its line; either way no more than the size's stock (a sold-out size adds nothing). One
 * statement: two tabs adding at once both count.
 */
export async function addLine(
  em: EntityManager,
  cartId: string,
  productId: string,
  quantity: number,
  notice: (change: LineChange) => string | null = () => null,
  variantId?: string,
): Promise<LineChange> {
  const size = await sizeNamed(em, productId, variantId);
  const added = await addCappedQuantity(em, cartId, size.variantId, quantity);
  if (added === undefined && size.stock > 0) throw conflict(messages.cartFull(CART_LINES_MAX));
  const change = { name: size.name, quantity: added ?? 0 };
  await noted(em, cartId, say(notice(change)));
  return change;
}

/**
 * Sets a line's quantity (0 removes it), no more than the stock; a line that was not there is added.
 * `key`: the line's size id (or a product id: its default size).
 */
export async function setLine(
  em: EntityManager,
  cartId: string,
  key: string,
  quantity: number,
  notice: (change: LineChange) => string | null = () => null,
  variantId?: string,
): Promise<LineChange> {
  if (quantity <= 0) return removeLine(em, cartId, key, notice, variantId);
  const size = await sizeNamed(em, key, variantId);
  if (size.stock <= 0) return removeLine(em, cartId, key, notice, variantId);
  const rows = await em.execute<{ quantity: number }[]>(
    `insert into cart_line (cart_id, product_id, variant_id, quantity, added_at)
     select ?, v.product_id, v.id, least(?, v.stock), clock_timestamp() from product_variant v
      where v.id = ?
        and (exists (select 1 from cart_line where cart_id = ? and variant_id = v.id)
             or (select count(*) from cart_line where cart_id = ?) < ?)
     on conflict (cart_id, variant_id) do update set quantity = excluded.quantity
     returning quantity`,
    [cartId, quantity, size.variantId, cartId, cartId, CART_LINES_MAX],
  );
  if (!rows[0]) throw conflict(messages.cartFull(CART_LINES_MAX));
  const change = { name: size.name, quantity: rows[0].quantity };
  await noted(em, cartId, say(notice(change)));
  return change;
}

export async function removeLine(
  em: EntityManager,
  cartId: string,
  key: string,
  notice: (change: LineChange) => string | null = () => null,
  variantId?: string,
): Promise<LineChange> {
  const size = await sizeNamed(em, key, variantId);
  await em.execute('delete from cart_line where cart_id = ? and variant_id = ?', [cartId, size.variantId]);
  const change = { name: size.name, quantity: 0 };
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

/** Keeps (or, empty, forgets) the state the cart delivers to: its schema has checked it is a state's code. */
export async function saveCartState(em: EntityManager, cartId: string, state: string): Promise<void> {
  await em.execute('update cart set state = ? where id = ?', [state || null, cartId]);
}

export async function clearCart(em: EntityManager, cartId: string): Promise<void> {
  await em.execute('delete from cart_line where cart_id = ?', [cartId]);
  await noted(em, cartId, null);
}

/**
 * Adds the browser's old cart (localStorage) in one statement: repeated sizes are summed, unknown or
 * sold-out ones skipped (a line without a size is its product's default size), every line capped at its
 * stock, and no more lines than a cart holds. `mergeId`: the cart keeps the last one; the same id again
 * changes nothing (the browser sends a merge again when its page was left before the answer came). The
 * update takes the cart's row lock, so two pages sending the same merge at once add it once.
 */
export async function mergeLines(
  em: EntityManager,
  cartId: string,
  items: readonly { productId: string; variantId?: string; quantity: number }[],
  mergeId?: string,
): Promise<void> {
  if (mergeId) {
    const first = await em.execute<{ id: string }[]>(
      'update cart set merge_id = ? where id = ? and merge_id is distinct from ? returning id',
      [mergeId, cartId, mergeId],
    );
    if (!first[0]) return;
  }
  const isId = (id: string | undefined) => id === undefined || uuidSchema.safeParse(id).success;
  const lines = items.filter((item) => uuidSchema.safeParse(item.productId).success && isId(item.variantId));
  if (lines.length > 0)
    await em.execute(
      `insert into cart_line (cart_id, product_id, variant_id, quantity, added_at)
       select ?, v.product_id, v.id, least(w.quantity, v.stock), clock_timestamp() + w.first * interval '1 microsecond'
         from (select s.variant_id, least(sum(s.quantity), 2147483647)::int as quantity, min(s.n) as first
                 from (select coalesce((i->>'variantId')::uuid,
                                       (select d.id from product_variant d where d.product_id = (i->>'productId')::uuid
                                         order by d.position, d.id limit 1)) as variant_id,
                              (i->>'productId')::uuid as product_id, (i->>'quantity')::bigint as quantity, n
                         from jsonb_array_elements(?::jsonb) with ordinality as x(i, n)) s
                group by 1) w
         join product_variant v on v.id = w.variant_id
        where v.stock > 0
        order by w.first
        limit greatest(0, ? - (select count(*) from cart_line where cart_id = ?))
       on conflict (cart_id, variant_id) do update
          set quantity = least(cart_line.quantity + excluded.quantity,
                               (select stock from product_variant where id = excluded.variant_id))`,
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
