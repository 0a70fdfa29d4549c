import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation/schema.ts';
import { loginSchema } from './schema.ts';

describe('admin login form', () => {
  it('login requires both fields', () => {
    expect(fieldErrors(loginSchema, { username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});
