import { hasControlCharacters } from '@ata/core/validation';
import type { EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { invalid } from '../errors.ts';
import type { ListQuery } from './list-query.ts';
import { isUuid } from './uuid.ts';

export interface ListSpec {
  /** Columns matched case-insensitively by `filter.q`. */
  searchFields: readonly string[];
  /** Columns react-admin may filter on (equality, or IN for arrays). `id` is always allowed. */
  filterFields: readonly string[];
  /** uuid columns: values that are not uuids match nothing instead of failing the query. */
  uuidFields?: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Longest text a filter value may be (the longest searched column is 320 characters). */
const FILTER_TEXT_MAX = 500;
const unusableText = (value: unknown) =>
  typeof value === 'string' && (value.length > FILTER_TEXT_MAX || hasControlCharacters(value));

function condition(field: string, value: unknown, uuid: boolean): unknown {
  const values = Array.isArray(value) ? value : [value];
  if (values.some((v) => (v !== null && typeof v === 'object') || unusableText(v)))
    throw invalid(`Invalid filter value for "${field}"`);
  const usable = uuid ? values.filter((v) => v === null || (typeof v === 'string' && isUuid(v))) : values;
  if (Array.isArray(value)) return { $in: usable };
  return usable.length === 0 ? { $in: [] } : usable[0];
}

/**
 * Turns a ListQuery into a MikroORM where clause, within `base` (e.g. `{ published: true }`): the client's
 * filter only narrows the server's scope, it can never replace a condition of it.
 */
export function listWhere(
  list: ListQuery,
  spec: ListSpec,
  base: Record<string, unknown> = {},
): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  const uuidFields = new Set(['id', ...(spec.uuidFields ?? [])]);
  for (const [field, value] of Object.entries(list.filter)) {
    if (value === undefined) continue;
    if (field === 'q') {
      if (unusableText(value)) throw invalid('Invalid filter value for "q"');
      const text = String(value).trim();
      if (text) where.$or = spec.searchFields.map((f) => ({ [f]: { $ilike: `%${escapeLike(text)}%` } }));
      continue;
    }
    if (field !== 'id' && !spec.filterFields.includes(field)) throw invalid(`Cannot filter by "${field}"`);
    where[field] = condition(field, value, uuidFields.has(field));
  }
  if (Object.keys(base).length === 0) return where;
  return Object.keys(where).length === 0 ? { ...base } : { $and: [base, where] };
}

const kinds: Record<string, { test: (value: unknown) => boolean; expected: string }> = {
  // PostgreSQL would read 'yes' or 'on' as true, and fail on other text.
  boolean: { test: (v) => typeof v === 'boolean', expected: 'true or false' },
  // A number against a text column is an operator PostgreSQL does not have.
  string: { test: (v) => typeof v === 'string', expected: 'text' },
  number: { test: (v) => typeof v === 'number' && Number.isFinite(v), expected: 'a number' },
};

/** Each filter value must be of its column's kind (or null): anything else is the client's mistake, a 400. */
function refuseMistypedValues(
  em: EntityManager,
  entity: EntityName<object>,
  filter: Record<string, unknown>,
) {
  const properties = em.getMetadata().get(entity).properties as Record<string, { runtimeType?: string }>;
  for (const [field, value] of Object.entries(filter)) {
    const kind = kinds[properties[field]?.runtimeType ?? ''];
    if (!kind || field === 'q') continue;
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((v) => v === null || kind.test(v)))
      throw invalid(`Filter "${field}" must be ${kind.expected}`);
  }
}

/** Runs a list query: the page of rows and the total count for Content-Range. */
export async function findList<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  list: ListQuery,
  spec: ListSpec,
  base: Record<string, unknown> = {},
): Promise<{ rows: T[]; total: number }> {
  const sort = list.sort ?? spec.defaultSort;
  const orderBy = { [sort.field]: sort.order, ...(sort.field === 'id' ? {} : { id: 'ASC' }) };
  refuseMistypedValues(em, entity as EntityName<object>, list.filter);
  const where = listWhere(list, spec, base);
  const options = {
    orderBy,
    ...(list.range ? { offset: list.range.start, limit: list.range.end - list.range.start + 1 } : {}),
  };
  // biome-ignore lint/suspicious/noExplicitAny: the where clause is assembled from validated, allowlisted fields
  const [rows, total] = await em.findAndCount(entity, where as any, options as any);
  return { rows, total };
}
