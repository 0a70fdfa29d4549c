import { describe, expect, it } from 'vitest';
import { isPhoneNumber, toE164 } from './rules.ts';
import { PHONE_MESSAGE, phoneSchema } from './schema.ts';

describe('Nigerian phone numbers as people type them', () => {
  it.each([
    '0803 123 4567',
    '08031234567',
    '803 123 4567',
    '8031234567',
    '+234 803 123 4567',
    '+2348031234567',
    '+234-803-123-4567',
    '234 803 123 4567',
    '2348031234567',
    '(0803) 123-4567',
    '0803-123-4567',
    ' 0803 123 4567 ',
  ])('%s is +2348031234567', (typed) => {
    expect(toE164(typed)).toBe('+2348031234567');
  });

  it('reads the other mobile ranges too', () => {
    expect(toE164('0703 123 4567')).toBe('+2347031234567');
    expect(toE164('0909 123 4567')).toBe('+2349091234567');
    expect(toE164('0812 345 6789')).toBe('+2348123456789');
  });

  it.each([
    ['words', 'hello world!'],
    ['9 digits', '803123456'],
    ['9 digits after the 0', '080312345'],
    ['a number with letters in it', '0803 123 4567 ext'],
    ['too many digits', '0803 123 4567 8901 2345'],
    ['another country', '+44 20 7946 0958'],
    ['blank', '   '],
    ['only a plus', '+'],
  ])('refuses %s', (_what, typed) => {
    expect(toE164(typed)).toBeNull();
    expect(isPhoneNumber(typed)).toBe(false);
  });
});

describe('the phone field', () => {
  it('gives the number on in E.164', () => {
    expect(phoneSchema.parse('0803 123 4567')).toBe('+2348031234567');
  });
  it.each(['hello world!', '080312345', '803123456', ''])('shows the one message for %j', (typed) => {
    const result = phoneSchema.safeParse(typed);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([PHONE_MESSAGE]);
  });
});
