import {
  partnerInputSchema,
  partnerReportQuerySchema,
  partnerReportRowSchema,
  partnerSchema,
} from '@ata/core/partner';
import * as z from 'zod/mini';
import type { PartnerRow } from '../db/entities/index.ts';
import { type Resource, resourceRoutes } from '../http/resource-routes.ts';
import type { ResponseCache } from '../http/response-cache.ts';
import { listQuerySchema, ok } from '../http/responses.ts';
import { defineRoute } from '../http/route.ts';
import {
  createPartner,
  deletePartner,
  getPartner,
  listPartners,
  partnerJson,
  partnerReport,
  partnerSortable,
  updatePartner,
} from './service.ts';

const partners: Resource<PartnerRow> = {
  tag: 'partners',
  noun: 'partner',
  schema: partnerSchema,
  toJson: partnerJson,
  sortable: partnerSortable,
};

/** The owner's partners (sites that send shoppers) and the orders and revenue each brought. */
export function partnerRoutes({ cache }: { cache: ResponseCache }) {
  const { listRoute, readRoute, writeRoutes } = resourceRoutes(cache, partners);
  const key = { name: 'id', description: 'the partner id' };
  return [
    defineRoute({
      method: 'get',
      path: '/api/partners/report',
      tag: 'partners',
      summary: "Each partner's orders and paid revenue for a period (whole days in Lagos)",
      access: 'admin',
      query: partnerReportQuerySchema,
      responses: { 200: ok(z.array(partnerReportRowSchema)), 400: 'Invalid period' },
      handler: async (ctx, { query }) => {
        ctx.body = await partnerReport(ctx.state.em, query);
      },
    }),
    listRoute({ summary: 'All partners', access: 'admin', query: listQuerySchema, find: listPartners }),
    readRoute({ summary: 'One partner', key, access: 'admin', find: getPartner }),
    ...writeRoutes({
      input: partnerInputSchema,
      key,
      invalidates: ['partners'],
      conflict: 'A partner with this code already exists',
      find: getPartner,
      create: (ctx, input) => createPartner(ctx.state.em, input),
      update: updatePartner,
      remove: deletePartner,
    }),
  ];
}
