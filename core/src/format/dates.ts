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

const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

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

/** Short weekday, day and short month (Lagos time): "Mon, 7 Sept", as a delivery estimate names its days. */
export function formatWeekdayDate(date: string | Date): string {
  const { day, month, year } = clockOf(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${SHORT_WEEKDAYS[weekday]}, ${day} ${SHORT_MONTHS[month - 1]}`;
}
