import { koboToNaira } from '@ata/core/money';
import type { Partner, PartnerInput, PartnerReportQuery, PartnerReportRow } from '@ata/core/partner';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PartnerEntity, type PartnerRow } from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { checkUnique, findByIdOrThrow, insertRow, removeFound, updateRow } from '../db/rows.ts';

export const partnerSortable = ['id', 'name', 'code', 'createdAt', 'updatedAt'];
const listSpec: ListSpec = {
  searchFields: ['name', 'code'],
  filterFields: ['code'],
  defaultSort: { field: 'name', order: 'ASC' },
};

export const listPartners = (em: EntityManager, list: ListQuery) =>
  findList(em, PartnerEntity, list, listSpec);

export const getPartner = (em: EntityManager, id: string): Promise<PartnerRow> =>
  findByIdOrThrow(em, PartnerEntity, id, 'Partner not found');

export function partnerJson(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    contact: row.contact,
    commissionPercent: row.commissionPercent ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const checkCode = (em: EntityManager, code: string, ownId?: string) =>
  checkUnique(em, PartnerEntity, { field: 'code', value: code, noun: 'partner' }, ownId);

const columns = (input: PartnerInput) => ({ ...input, commissionPercent: input.commissionPercent ?? null });

export async function createPartner(em: EntityManager, input: PartnerInput): Promise<PartnerRow> {
  await checkCode(em, input.code);
  return insertRow(em, PartnerEntity, columns(input));
}

export async function updatePartner(
  em: EntityManager,
  partner: PartnerRow,
  input: PartnerInput,
): Promise<PartnerRow> {
  await checkCode(em, input.code, partner.id);
  return updateRow(em, partner, columns(input));
}

export const deletePartner = (em: EntityManager, id: string) => removeFound(em, getPartner, id);

/** The partner a `ref` names; an unknown or malformed ref is no partner (ignored, never an error). */
export async function partnerForRef(em: EntityManager, ref: string | undefined): Promise<PartnerRow | null> {
  if (!ref || !/^[A-Za-z0-9-]{2,40}$/.test(ref)) return null;
  return em.findOne(PartnerEntity, { code: ref.toLowerCase() });
}

/** `percent` (two decimals at most) of `kobo`, to the nearest kobo, half up, in integers (basis points). */
export const commissionKobo = (kobo: number, percent: number): number =>
  Math.floor((kobo * Math.round(percent * 100) + 5000) / 10_000);

interface ReportRow {
  id: string;
  name: string;
  code: string;
  commission_percent: string | null;
  orders: string;
  paid_orders: string;
  paid_kobo: string;
}

/** An order of the report that counts as paid: its payment recorded, and not cancelled since. */
const PAID = `o.payment_status = 'paid' and o.status <> 'cancelled'`;

/**
 * Each partner's orders placed in the period (whole days in Lagos) and what was paid for them: the amount
 * paid, or the amount due for an order whose payment is recorded as paid without one. Paystack's settlement
 * records an online payment; a pay-on-delivery order's payment is recorded when the owner sets it to Paid or
 * Delivered (orders/service.ts), so it counts as paid from then on. Refunded orders are not paid, and a
 * cancelled one (a pay-on-delivery order can be cancelled after its payment was recorded) earns nothing.
 */
export async function partnerReport(
  em: EntityManager,
  period: PartnerReportQuery,
): Promise<PartnerReportRow[]> {
  const rows = await em.execute<ReportRow[]>(
    `select p.id, p.name, p.code, p.commission_percent,
            count(o.id) as orders,
            count(o.id) filter (where ${PAID}) as paid_orders,
            coalesce(sum(coalesce(o.paid_amount_kobo, o.amount_due_kobo)) filter (where ${PAID}), 0) as paid_kobo
       from partner p
       left join shop_order o on o.partner_id = p.id
        and o.created_at >= (?::date)::timestamp at time zone 'Africa/Lagos'
        and o.created_at < (?::date + 1)::timestamp at time zone 'Africa/Lagos'
      group by p.id
      order by paid_kobo desc, p.name`,
    [period.from, period.to],
  );
  return rows.map((row) => {
    const paidKobo = Number(row.paid_kobo);
    const percent = row.commission_percent === null ? null : Number(row.commission_percent);
    return {
      partnerId: row.id,
      name: row.name,
      code: row.code,
      orders: Number(row.orders),
      paidOrders: Number(row.paid_orders),
      paidRevenue: koboToNaira(paidKobo),
      commission: percent === null ? null : koboToNaira(commissionKobo(paidKobo, percent)),
    };
  });
}
