/** Lagos keeps West Africa Time all year (UTC+1, no daylight saving): cut-offs and date windows use it. */
const LAGOS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Lagos at `at` (milliseconds since the epoch). */
export function lagosClock(at: number): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(LAGOS_PARTS.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}
