import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionEntity } from '../src/db/entities/index.ts';
import { ADMIN, SHOPPER } from './support/credentials.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ corsOrigins: ['https://admin.partner.example'] });
});
afterAll(() => app.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/auth/login', { method: 'POST', headers, json: body });
const sessionCookie = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

describe('session login', () => {
  it('logs an admin in with an httpOnly SameSite=Lax cookie; check and logout use it', async () => {
    const response = await login(ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isAdmin: true, username: 'admin' });
    const setCookie = response.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^ata_session=[\w-]+;/);
    expect(setCookie.toLowerCase()).toContain('httponly');
    expect(setCookie.toLowerCase()).toContain('samesite=lax');
    expect(setCookie.toLowerCase()).not.toContain('secure');
    const cookie = sessionCookie(response);

    const check = await app.request('/api/auth/check', { headers: { Cookie: cookie } });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ isAdmin: true, username: 'admin' });
    // The session is stored server-side (any API process can read it), only as a hash.
    const sessions = await app.orm.em.fork().find(SessionEntity, {});
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((s) => cookie.includes(s.id))).toBe(false);

    const logout = await app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: cookie } });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/ata_session=;/);
    expect((await app.request('/api/auth/check', { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('a non-admin logs in with isAdmin false (the console shows Access Denied)', async () => {
    const response = await login(SHOPPER);
    expect(await response.json()).toEqual({ isAdmin: false, username: 'shopper' });
    const check = await app.request('/api/auth/check', { headers: { Cookie: sessionCookie(response) } });
    expect(await check.json()).toEqual({ isAdmin: false, username: 'shopper' });
  });

  it('wrong credentials → 401 with the same message for unknown users and wrong passwords', async () => {
    const wrongPassword = await login({ username: 'admin', password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({ message: 'Invalid username or password' });
    const unknownUser = await login({ username: 'nobody', password: 'nope' });
    expect(await unknownUser.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('missing fields → 400 with the login form messages', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('anonymous /api/auth/check → 401', async () => {
    expect((await app.request('/api/auth/check')).status).toBe(401);
  });
});

describe('Basic credentials', () => {
  it('are accepted on every call; wrong ones → 401', async () => {
    const check = await app.request('/api/auth/check', { headers: { Authorization: app.basic.admin } });
    expect(await check.json()).toEqual({ isAdmin: true, username: 'admin' });
    const wrong = `Basic ${Buffer.from('admin:wrong').toString('base64')}`;
    expect((await app.request('/api/orders', { headers: { Authorization: wrong } })).status).toBe(401);
  });
});

describe('login throttling', () => {
  it('5 failures for one username → 429 with Retry-After, even with the right password', async () => {
    const throttled = await startTestApp();
    try {
      for (let i = 0; i < 5; i += 1) {
        const response = await throttled.request('/api/auth/login', {
          method: 'POST',
          json: { username: 'shopper', password: `guess-${i}` },
        });
        expect(response.status).toBe(401);
      }
      const blocked = await throttled.request('/api/auth/login', { method: 'POST', json: SHOPPER });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other accounts are not locked out by someone guessing this one.
      const other = await throttled.request('/api/auth/login', { method: 'POST', json: ADMIN });
      expect(other.status).toBe(200);
    } finally {
      await throttled.close();
    }
  });
});

describe('cookie writes from a foreign Origin', () => {
  it('are refused (403); same origin and configured origins pass', async () => {
    const cookie = sessionCookie(await login(ADMIN));
    const body = { name: 'Cross Site', slug: 'cross-site' };
    const foreign = await app.request('/api/categories', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
      json: body,
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ message: 'Cross-origin request refused' });
    expect((await app.request('/api/categories/cross-site')).status).toBe(404);

    const foreignLogin = await login(ADMIN, { Origin: 'https://evil.example' });
    expect(foreignLogin.status).toBe(403);

    const own = await app.request('/api/categories', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: app.url },
      json: body,
    });
    expect(own.status).toBe(201);
    const configured = await login(ADMIN, { Origin: 'https://admin.partner.example' });
    expect(configured.status).toBe(200);
  });

  it('anonymous orders from partner pages are not cookie writes and pass', async () => {
    const response = await app.request('/api/orders', {
      method: 'POST',
      headers: { Origin: 'https://shop.partner.example' },
      json: {},
    });
    expect(response.status).toBe(400);
  });
});

describe('production cookies', () => {
  it('carry the Secure flag', async () => {
    const production = await startTestApp({ isProduction: true });
    try {
      const response = await production.request('/api/auth/login', { method: 'POST', json: ADMIN });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')?.toLowerCase()).toContain('secure');
    } finally {
      await production.close();
    }
  });
});
