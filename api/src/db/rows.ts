import type { EntityData, EntityName, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../errors.ts';
import { isUuid } from './uuid.ts';

/** What the admin's resources share: a uuid primary key. */
interface Keyed {
  id: string;
}

/** The row with this id, else the not-found error: a key that is no uuid finds nothing (uuid columns refuse it). */
export async function findByIdOrThrow<Row extends Keyed>(
  em: EntityManager,
  entity: EntityName<Row>,
  id: string,
  notFoundMessage: string,
): Promise<Row> {
  const row = isUuid(id) ? await em.findOne(entity, { id } as FilterQuery<Row>) : null;
  if (!row) throw notFound(notFoundMessage);
  return row as Row;
}

/** By id when the key is a uuid, else by slug (the form public URLs and embeds use). */
export async function findByIdOrSlugOrThrow<Row extends Keyed & { slug: string }>(
  em: EntityManager,
  entity: EntityName<Row>,
  idOrSlug: string,
  notFoundMessage: string,
): Promise<Row> {
  const where = isUuid(idOrSlug) ? { id: idOrSlug } : { slug: idOrSlug };
  const row = await em.findOne(entity, where as FilterQuery<Row>);
  if (!row) throw notFound(notFoundMessage);
  return row as Row;
}

/**
 * A unique column (a slug, a code) another row already holds is a 409 naming the field, so the admin's form
 * shows it there rather than the database's unique-violation error.
 */
export async function checkUnique<Row extends Keyed>(
  em: EntityManager,
  entity: EntityName<Row>,
  unique: { field: string; value: string; noun: string },
  ownId?: string,
): Promise<void> {
  const { field, value, noun } = unique;
  const same = await em.findOne(entity, { [field]: value } as FilterQuery<Row>);
  if (same && (same as Row).id !== ownId)
    throw conflict(`A ${noun} with this ${field} already exists`, {
      [field]: `${field.charAt(0).toUpperCase()}${field.slice(1)} already exists`,
    });
}

/** A new row from a validated input's columns, written at once. */
export async function insertRow<Row extends object>(
  em: EntityManager,
  entity: EntityName<Row>,
  columns: RequiredEntityData<Row>,
): Promise<Row> {
  const row = em.create(entity, columns);
  await em.flush();
  return row;
}

/** A validated input's columns laid over a row, written at once. */
export async function updateRow<Row extends object>(
  em: EntityManager,
  row: Row,
  columns: EntityData<Row>,
): Promise<Row> {
  // MikroORM's assign cannot relate EntityData to its DTO type for a generic row; callers are checked above.
  em.assign(row, columns as never);
  await em.flush();
  return row;
}

/** The row found (or the not-found error `find` throws), deleted and answered as it was. */
export async function removeFound<Row extends object>(
  em: EntityManager,
  find: (em: EntityManager, id: string) => Promise<Row>,
  id: string,
): Promise<Row> {
  const row = await find(em, id);
  await em.remove(row).flush();
  return row;
}

/**
 * The create and update of a resource whose validated input is its columns, one of them unique (a category's
 * or a recipe's slug): the 409 before the write.
 */
export function uniqueColumnWrites<
  Row extends Keyed,
  Input extends RequiredEntityData<Row> & EntityData<Row>,
>(entity: EntityName<Row>, unique: { field: keyof Input & string; noun: string }) {
  const check = (em: EntityManager, input: Input, ownId?: string) =>
    checkUnique(em, entity, { ...unique, value: String(input[unique.field]) }, ownId);
  return {
    async create(em: EntityManager, input: Input): Promise<Row> {
      await check(em, input);
      return insertRow(em, entity, input);
    },
    async update(em: EntityManager, row: Row, input: Input): Promise<Row> {
      await check(em, input, row.id);
      return updateRow(em, row, input);
    },
  };
}
