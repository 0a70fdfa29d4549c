/**
 * The orders API filters by status and text but not by date, so the console applies the date range
 * itself: `createdAt_gte` / `createdAt_lte` are calendar days (YYYY-MM-DD) in Lagos time, both inclusive.
 */

const LAGOS_OFFSET = '+01:00';
const DAY_MS = 86_400_000;

const dayStart = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00${LAGOS_OFFSET}`);

export function splitDateFilter(filter: Record<string, unknown> = {}) {
  const { createdAt_gte, createdAt_lte, ...rest } = filter;
  const from = typeof createdAt_gte === 'string' && createdAt_gte ? dayStart(createdAt_gte) : undefined;
  const to =
    typeof createdAt_lte === 'string' && createdAt_lte ? dayStart(createdAt_lte) + DAY_MS : undefined;
  const active = (from !== undefined && !Number.isNaN(from)) || (to !== undefined && !Number.isNaN(to));
  return { rest, active, from, to };
}

export function inDateRange(createdAt: string, from?: number, to?: number): boolean {
  const time = Date.parse(createdAt);
  if (from !== undefined && !Number.isNaN(from) && time < from) return false;
  if (to !== undefined && !Number.isNaN(to) && time >= to) return false;
  return true;
}
