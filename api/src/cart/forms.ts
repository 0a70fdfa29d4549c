import {
  CART_FORM_PATHS,
  cartAddFormSchema,
  cartDestinationFormSchema,
  cartRemoveFormSchema,
  cartUpdateFormSchema,
  sameSitePath,
} from '@ata/core/cart';
import { messages } from '@ata/core/site';
import { zodErrorsByField } from '@ata/core/validation';
import type { EntityManager } from '@mikro-orm/postgresql';
import { safeParse } from 'zod';
import type { $ZodType, output } from 'zod/v4/core';
import { DomainError } from '../errors.ts';
import type { AppMiddleware } from '../http/context.ts';
import { readForm } from '../http/form-body.ts';
import { CART_CACHE_CONTROL } from './routes.ts';
import {
  addLine,
  type LineChange,
  removeLine,
  saveCartCode,
  saveCartState,
  setLine,
  writeCart,
} from './service.ts';

const added = ({ name, quantity }: LineChange) =>
  quantity > 0 ? messages.cartLineAdded(name) : messages.cartProductSoldOut(name);
const updated = ({ name, quantity }: LineChange) =>
  quantity > 0 ? messages.cartLineUpdated(name, quantity) : messages.cartLineRemoved(name);
const removed = ({ name }: LineChange) => messages.cartLineRemoved(name);

interface CartForm<S extends $ZodType> {
  schema: S;
  run: (em: EntityManager, cartId: string, fields: output<S>) => Promise<unknown>;
}

const forms: Record<string, CartForm<$ZodType>> = {
  [CART_FORM_PATHS.add]: {
    schema: cartAddFormSchema,
    run: async (em, cartId, f: output<typeof cartAddFormSchema>) => {
      // A cart link may bring a discount code (`code`), kept for the checkout.
      if (f.code) await saveCartCode(em, cartId, f.code);
      return addLine(em, cartId, f.productId, f.quantity, added, f.variantId);
    },
  } satisfies CartForm<typeof cartAddFormSchema> as CartForm<$ZodType>,
  [CART_FORM_PATHS.update]: {
    schema: cartUpdateFormSchema,
    run: (em, cartId, f: output<typeof cartUpdateFormSchema>) =>
      setLine(em, cartId, f.productId, f.quantity, updated, f.variantId),
  } satisfies CartForm<typeof cartUpdateFormSchema> as CartForm<$ZodType>,
  [CART_FORM_PATHS.remove]: {
    schema: cartRemoveFormSchema,
    run: (em, cartId, f: output<typeof cartRemoveFormSchema>) =>
      removeLine(em, cartId, f.productId, removed, f.variantId),
  } satisfies CartForm<typeof cartRemoveFormSchema> as CartForm<$ZodType>,
  [CART_FORM_PATHS.destination]: {
    schema: cartDestinationFormSchema,
    run: (em, cartId, f: output<typeof cartDestinationFormSchema>) => saveCartState(em, cartId, f.state),
  } satisfies CartForm<typeof cartDestinationFormSchema> as CartForm<$ZodType>,
};

/**
 * The cart's forms posted without JavaScript (POST/redirect/GET): add, change a quantity, remove a line,
 * choose the state to deliver to;
 * answered 303 to `returnTo` when it is a path of this site, else to /cart, where the change is said.
 * Refused input answers 400 (unknown product 404) in words and changes nothing. Cross-site posts never get
 * here (refuseCrossSiteWrites).
 */
export const cartForms: AppMiddleware = async (ctx, next) => {
  const form = ctx.method === 'POST' ? forms[ctx.path] : undefined;
  if (!form) return next();
  ctx.set('Cache-Control', CART_CACHE_CONTROL);
  const body = await readForm(ctx.req);
  const parsed = safeParse(form.schema, body ? Object.fromEntries(body) : {});
  if (!parsed.success) {
    ctx.status = 400;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = `Validation failed: ${Object.values(zodErrorsByField(parsed.error)).join('; ')}`;
    return;
  }
  const fields = parsed.data as { returnTo?: string };
  try {
    await writeCart(ctx, (em, cartId) => form.run(em, cartId, parsed.data));
  } catch (error) {
    if (!(error instanceof DomainError) || !['not-found', 'conflict'].includes(error.kind)) throw error;
    ctx.status = error.kind === 'not-found' ? 404 : 409;
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = error.message;
    return;
  }
  ctx.status = 303;
  ctx.redirect(sameSitePath(fields.returnTo));
};
