const shortDate = new Intl.DateTimeFormat('en-NG', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});
const longDate = new Intl.DateTimeFormat('en-NG', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/** en-NG, short month, day, year, hour and minute (Lagos time). */
export const formatDate = (date: string | Date): string => shortDate.format(new Date(date));
/** The blog post page's long month date. */
export const formatLongDate = (date: string | Date): string => longDate.format(new Date(date));
