/**
 * Lagos keeps West Africa Time all year (UTC+1, no daylight saving): cut-offs, date windows and the dates the
 * shop shows use it. Read by arithmetic rather than through Intl: a page's first Intl formatter costs a slow
 * phone ~0.1 s of main thread (see money/decimal.ts), and the server's ICU and the browser's need not agree.
 */
const WEST_AFRICA_TIME_MS = 60 * 60 * 1000;

export interface LagosClock {
  /** `YYYY-MM-DD` */
  date: string;
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time in Lagos at `at` (milliseconds since the epoch). */
export function lagosClock(at: number): LagosClock {
  const wall = new Date(at + WEST_AFRICA_TIME_MS);
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate()];
  return {
    date: `${year}-${twoDigits(month)}-${twoDigits(day)}`,
    year,
    month,
    day,
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}
