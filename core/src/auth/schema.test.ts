import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { authCheckSchema, loginSchema } from './schema.ts';

describe('admin login form', () => {
  it('login requires both fields', () => {
    expect(fieldErrors(loginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('reading the auth check', () => {
  it.each([
    ['admin with a name', { isAdmin: true, username: 'admin' }, { isAdmin: true, username: 'admin' }],
    ['not admin, no name', { isAdmin: false }, { isAdmin: false }],
    [
      'extra fields dropped',
      { isAdmin: true, username: 'ada', token: 'x' },
      { isAdmin: true, username: 'ada' },
    ],
  ])('%s', (_, raw, expected) => {
    expect(authCheckSchema.parse(raw)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['isAdmin missing', { username: 'admin' }],
    ['isAdmin as text', { isAdmin: 'true' }],
    ['username as number', { isAdmin: true, username: 7 }],
  ])('refuses %s', (_, raw) => {
    expect(() => authCheckSchema.parse(raw)).toThrow();
  });
});
