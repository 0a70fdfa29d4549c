import { lagosClock } from './lagos-time.ts';

// The month names en-NG uses (Node's ICU: "Sept" for September's short form).
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Refuses an invalid date, as Intl did. */
function clockOf(date: string | Date) {
  const at = new Date(date).getTime();
  if (Number.isNaN(at)) throw new RangeError(`Invalid time value: ${String(date)}`);
  return lagosClock(at);
}

/** en-NG, short month, day, year, hour and minute (Lagos time, 24-hour): "26 Apr 2025, 14:05". */
export function formatDate(date: string | Date): string {
  const { day, month, year, hour, minute } = clockOf(date);
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}, ${hour}:${String(minute).padStart(2, '0')}`;
}

/** The blog post page's long month date: "26 April 2025". */
export function formatLongDate(date: string | Date): string {
  const { day, month, year } = clockOf(date);
  return `${day} ${LONG_MONTHS[month - 1]} ${year}`;
}
