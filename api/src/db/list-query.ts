import type { ParsedUrlQuery } from 'node:querystring';
import { invalid } from '../errors.ts';

/** A list request: the storefront's plain form, or react-admin's ra-data-simple-rest dialect. */
export interface ListQuery {
  /** True when any of sort/range/filter was sent: answer with Content-Range. */
  dialect: boolean;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

function parseJsonParam(query: ParsedUrlQuery, name: string): unknown {
  const raw = query[name];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw invalid(`Query parameter "${name}" must appear once`);
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(`Query parameter "${name}" must be JSON`);
  }
}

/** Offsets past this are refused: no list is that long, and PostgreSQL's offset is a bigint. */
const RANGE_MAX = 1_000_000_000;

/** Parses `sort=["field","ASC"]`, `range=[0,24]` and `filter={"q":"..","id":[..]}`. */
export function parseListQuery(query: ParsedUrlQuery, sortable: readonly string[]): ListQuery {
  const sort = parseJsonParam(query, 'sort');
  const range = parseJsonParam(query, 'range');
  const filter = parseJsonParam(query, 'filter');
  const list: ListQuery = {
    dialect: sort !== undefined || range !== undefined || filter !== undefined,
    filter: {},
  };

  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string')
      throw invalid('sort must be ["field","ASC|DESC"]');
    const order = String(sort[1] ?? 'ASC').toUpperCase();
    if (!sortable.includes(sort[0])) throw invalid(`Cannot sort by "${sort[0]}"`);
    if (order !== 'ASC' && order !== 'DESC') throw invalid('sort order must be ASC or DESC');
    list.sort = { field: sort[0], order };
  }
  if (range !== undefined) {
    const [start, end] = Array.isArray(range) ? range : [];
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || start > RANGE_MAX)
      throw invalid(`range must be [start,end] with 0 <= start <= end, start at most ${RANGE_MAX}`);
    list.range = { start, end: Math.min(end, start + 999) };
  }
  if (filter !== undefined) {
    if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
      throw invalid('filter must be a JSON object');
    list.filter = filter as Record<string, unknown>;
  }
  return list;
}

/** `Content-Range: products 0-24/319` for the page that was returned. */
export function contentRange(resource: string, list: ListQuery, count: number, total: number): string {
  const start = list.range?.start ?? 0;
  const end = count > 0 ? start + count - 1 : start;
  return `${resource} ${start}-${end}/${total}`;
}
