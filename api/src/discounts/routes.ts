import { discountInputSchema, discountSchema } from '@ata/core/pricing';
import type { DiscountRow } from '../db/entities/index.ts';
import { type Resource, resourceRoutes } from '../http/resource-routes.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { listQuerySchema } from '../http/responses.ts';
import { discountJson } from './serialize.ts';
import {
  createDiscount,
  deleteDiscount,
  discountSortable,
  getDiscount,
  listDiscounts,
  updateDiscount,
} from './service.ts';

const discounts: Resource<DiscountRow> = {
  tag: 'discounts',
  noun: 'discount',
  schema: discountSchema,
  toJson: discountJson,
  sortable: discountSortable,
};

/** The owner's discount codes and automatic offers: admin only (a code is shared by who the owner chooses). */
export function discountRoutes({ cache }: { cache: ResponseCache }) {
  const { listRoute, readRoute, writeRoutes } = resourceRoutes(cache, discounts);
  const key = { name: 'id', description: 'the discount id' };
  return [
    listRoute({ summary: 'All discounts', access: 'admin', query: listQuerySchema, find: listDiscounts }),
    readRoute({ summary: 'One discount', key, access: 'admin', find: getDiscount }),
    ...writeRoutes({
      input: discountInputSchema,
      key,
      // Automatic offers show on every page's prices (the cart's delivery line).
      invalidates: ['discounts'],
      conflict: 'A discount with this code already exists',
      find: getDiscount,
      create: (ctx, input) => createDiscount(ctx.state.em, input),
      update: updateDiscount,
      remove: deleteDiscount,
    }),
  ];
}
