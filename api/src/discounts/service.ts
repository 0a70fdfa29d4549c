import { optionalNairaToKobo } from '@ata/core/money';
import type { DiscountInput } from '@ata/core/pricing';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscountEntity, type DiscountRow } from '../db/entities/index.ts';
import { findList, type ListSpec } from '../db/list-find.ts';
import type { ListQuery } from '../db/list-query.ts';
import { checkUnique, findByIdOrThrow, insertRow, removeFound, updateRow } from '../db/rows.ts';

export const discountSortable = ['id', 'code', 'label', 'uses', 'createdAt', 'updatedAt'];
const listSpec: ListSpec = {
  searchFields: ['code', 'label'],
  filterFields: ['code', 'kind', 'active'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
};

export const listDiscounts = (em: EntityManager, list: ListQuery) =>
  findList(em, DiscountEntity, list, listSpec);

export const getDiscount = (em: EntityManager, id: string): Promise<DiscountRow> =>
  findByIdOrThrow(em, DiscountEntity, id, 'Discount not found');

const dateOrNull = (iso: string | null | undefined) => (iso ? new Date(iso) : null);

const columns = (input: DiscountInput) => ({
  code: input.code ?? null,
  label: input.label,
  kind: input.kind,
  percent: input.kind === 'percent' ? (input.percent ?? null) : null,
  amountKobo: input.kind === 'fixed' ? optionalNairaToKobo(input.amount) : null,
  minSubtotalKobo: optionalNairaToKobo(input.minSubtotal),
  startsAt: dateOrNull(input.startsAt),
  endsAt: dateOrNull(input.endsAt),
  productIds: input.productIds,
  categoryIds: input.categoryIds,
  zoneIds: input.zoneIds,
  firstOrderOnly: input.firstOrderOnly,
  maxUses: input.maxUses ?? null,
  maxUsesPerPhone: input.maxUsesPerPhone ?? null,
  active: input.active,
});

/** Automatic offers have no code, and any number of them may be without one. */
async function checkCode(em: EntityManager, code: string | null, ownId?: string): Promise<void> {
  if (code !== null)
    await checkUnique(em, DiscountEntity, { field: 'code', value: code, noun: 'discount' }, ownId);
}

export async function createDiscount(em: EntityManager, input: DiscountInput): Promise<DiscountRow> {
  const values = columns(input);
  await checkCode(em, values.code);
  return insertRow(em, DiscountEntity, values);
}

export async function updateDiscount(
  em: EntityManager,
  discount: DiscountRow,
  input: DiscountInput,
): Promise<DiscountRow> {
  const values = columns(input);
  await checkCode(em, values.code, discount.id);
  return updateRow(em, discount, values);
}

export const deleteDiscount = (em: EntityManager, id: string) => removeFound(em, getDiscount, id);

/** A code as the shopper typed it, if the shop has it switched on. */
export const findCode = (em: EntityManager, code: string) =>
  em.findOne(DiscountEntity, { code, active: true });

/**
 * The automatic offers switched on now and not used up (the pipeline checks their dates and conditions): an
 * offer whose uses ran out stops being quoted, rather than refusing every order that would have had it.
 */
export const activeOffers = async (em: EntityManager) =>
  (await em.find(DiscountEntity, { code: null, active: true })).filter(
    (offer) => offer.maxUses === null || offer.maxUses === undefined || offer.uses < offer.maxUses,
  );
