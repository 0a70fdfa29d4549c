import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatWeekdayDate } from './dates.ts';
import { lagosClock } from './lagos-time.ts';

// What the shop asked of Node's Intl before it wrote dates itself: the same text, to the character.
const intlShort = new Intl.DateTimeFormat('en-NG', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Lagos',
});
const intlLong = new Intl.DateTimeFormat('en-NG', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});
const intlWeekday = new Intl.DateTimeFormat('en-NG', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Africa/Lagos',
});
const moments = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('dates', () => {
  it('short month with time, in Lagos', () => {
    expect(formatDate('2025-04-26T13:05:00Z')).toBe('26 Apr 2025, 14:05');
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 Jan 2027, 0:30');
  });
  it('long month for blog posts', () => {
    expect(formatLongDate('2025-04-26T13:05:00Z')).toBe('26 April 2025');
  });
  it('weekday, day and month for delivery estimates, in Lagos', () => {
    expect(formatWeekdayDate('2026-09-07T10:00:00Z')).toBe('Mon, 7 Sept');
    expect(formatWeekdayDate('2026-12-31T23:30:00Z')).toBe('Fri, 1 Jan');
  });
  it('writes every date as Intl en-NG in Lagos did', () => {
    fc.assert(
      fc.property(moments, (moment) => {
        expect(formatDate(moment.toISOString())).toBe(intlShort.format(moment));
        expect(formatLongDate(moment)).toBe(intlLong.format(moment));
        expect(formatWeekdayDate(moment)).toBe(intlWeekday.format(moment));
      }),
      { numRuns: 2000 },
    );
  });
  it('refuses an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('lagosClock', () => {
  it('is West Africa Time: an hour ahead of UTC all year', () => {
    expect(lagosClock(Date.parse('2026-06-30T23:15:00Z'))).toEqual({
      date: '2026-07-01',
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 15,
    });
    expect(lagosClock(Date.parse('2026-01-15T10:59:00Z'))).toMatchObject({ date: '2026-01-15', hour: 11 });
  });
});
