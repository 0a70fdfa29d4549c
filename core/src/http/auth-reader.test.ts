import { describe, expect, it } from 'vitest';
import { authCheckSchema } from '../auth/schema.ts';
import { readAuthCheck } from './auth-reader.ts';

describe('zod-free auth check reader', () => {
  it.each([
    ['admin with a name', { isAdmin: true, username: 'admin' }],
    ['not admin, no name', { isAdmin: false }],
    ['extra fields dropped', { isAdmin: true, username: 'ada', token: 'x' }],
  ])('agrees with authCheckSchema: %s', (_, raw) => {
    expect(readAuthCheck(raw)).toEqual(authCheckSchema.parse(raw));
  });

  it.each([
    ['null', null],
    ['isAdmin missing', { username: 'admin' }],
    ['isAdmin as text', { isAdmin: 'true' }],
    ['username as number', { isAdmin: true, username: 7 }],
  ])('refuses what the schema refuses: %s', (_, raw) => {
    expect(() => authCheckSchema.parse(raw)).toThrow();
    expect(() => readAuthCheck(raw)).toThrow(TypeError);
  });
});
