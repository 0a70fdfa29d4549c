import { messages } from '@ata/core/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { takeAuthNotice } from './auth-notice.ts';
import { authProvider, LoginRefused } from './auth-provider.ts';

// The core client logs transport failures to the console; keep the test output quiet.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  takeAuthNotice();
});

describe('authProvider', () => {
  it('logs in an admin with the session cookie and keeps nothing in localStorage', async () => {
    const calls = mockFetch({ 'POST /api/auth/login': { body: { isAdmin: true, username: 'owner' } } });
    await authProvider.login({ username: 'owner', password: 'secret' });
    expect(calls[0]).toMatchObject({
      body: { username: 'owner', password: 'secret' },
      credentials: 'include',
    });
    expect(localStorage.length).toBe(0);
  });

  it('refuses wrong credentials as a login failure', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid username or password' } } });
    const error = await authProvider.login({ username: 'owner', password: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginRefused);
    expect((error as LoginRefused).reason).toBe('credentials');
  });

  it('refuses a non-admin and closes the session the server opened', async () => {
    const calls = mockFetch({
      'POST /api/auth/login': { body: { isAdmin: false, username: 'shopper' } },
      'POST /api/auth/logout': { body: { message: 'Logged out' } },
    });
    const error = await authProvider.login({ username: 'shopper', password: 'pw' }).catch((e: unknown) => e);
    expect((error as LoginRefused).reason).toBe('not-admin');
    expect((error as LoginRefused).message).toBe(messages.accessDenied.description);
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login', '/api/auth/logout']);
  });

  it.each([
    ['anonymous (401)', { status: 401, body: { message: 'Unauthorized' } }],
    ['not an admin', { body: { isAdmin: false, username: 'shopper' } }],
    ['forbidden (403)', { status: 403, body: { message: 'Forbidden' } }],
  ])('checkAuth sends %s to the login screen with the sign-in notice', async (_label, answer) => {
    mockFetch({ 'GET /api/auth/check': answer });
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
    expect(takeAuthNotice()).toEqual(messages.authRequired);
  });

  it('checkAuth passes for an admin session', async () => {
    mockFetch({ 'GET /api/auth/check': { body: { isAdmin: true, username: 'owner' } } });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    expect(takeAuthNotice()).toBeNull();
  });

  it('an explicit logout reports a failure; a logout after an auth failure does not', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 500, body: { message: 'boom' } } });
    await expect(authProvider.logout({ manual: true })).rejects.toThrow();
    await expect(authProvider.logout({})).resolves.toBeUndefined();
  });

  it('turns 401 and 403 answers of data calls into the login screen, but not other errors', async () => {
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ message: false });
    await expect(authProvider.checkError({ status: 404 })).resolves.toBeUndefined();
  });
});
