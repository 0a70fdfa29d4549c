import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.ts';
import { CategoryEntity, SessionEntity, UserEntity } from '../src/db/entities/index.ts';
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

const basic = (credentials: string, scheme = 'Basic') =>
  `${scheme} ${Buffer.from(credentials).toString('base64')}`;
const whoIs = (authorization: string) =>
  app.request('/api/auth/check', { headers: { Authorization: authorization } });

describe('Basic credentials, read closely', () => {
  it('the scheme name in any case, the username with spaces around it, a one-letter username', async () => {
    const em = app.orm.em.fork();
    em.create(UserEntity, {
      username: 'z',
      email: 'z@example.ng',
      password: await hashPassword('zed-password-1'),
      isAdmin: false,
    });
    await em.flush();
    for (const authorization of [
      basic(`${ADMIN.username}:${ADMIN.password}`, 'basic'),
      basic(`${ADMIN.username}:${ADMIN.password}`, 'BASIC'),
      basic(` ${ADMIN.username} :${ADMIN.password}`),
    ]) {
      const response = await whoIs(authorization);
      expect(response.status, authorization).toBe(200);
      expect(await response.json()).toEqual({ isAdmin: true, username: 'admin' });
    }
    expect(await (await whoIs(basic('z:zed-password-1'))).json()).toEqual({ isAdmin: false, username: 'z' });
  });

  it('malformed credentials → 401 with the login message, never anonymous', async () => {
    for (const authorization of [basic('no-colon-here'), basic(`:${ADMIN.password}`), 'Basic !!!']) {
      const response = await whoIs(authorization);
      expect(response.status, authorization).toBe(401);
      expect(await response.json()).toEqual({ message: 'Invalid username or password' });
    }
  });
});

describe('sessions, as the browser and the database see them', () => {
  it('last 7 days, in the cookie and in the table; the check is never cached', async () => {
    const before = Date.now();
    const response = await login(ADMIN);
    const setCookie = response.headers.get('set-cookie')!;
    const expires = Date.parse(/expires=([^;]+)/i.exec(setCookie)![1]!);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(expires - (before + week))).toBeLessThan(60_000);
    const cookie = sessionCookie(response);
    const sessions = await app.orm.em.fork().find(SessionEntity, {}, { orderBy: { expiresAt: 'desc' } });
    expect(Math.abs(sessions[0]!.expiresAt.getTime() - (before + week))).toBeLessThan(60_000);
    const check = await app.request('/api/auth/check', { headers: { Cookie: cookie } });
    expect(check.headers.get('cache-control')).toBe('no-store');
  });

  it('expired sessions are removed at the next login; live ones stay', async () => {
    const em = app.orm.em.fork();
    const admin = await em.findOneOrFail(UserEntity, { username: ADMIN.username });
    const stale = em.create(SessionEntity, {
      id: 'f'.repeat(64),
      userId: admin.id,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const live = em.create(SessionEntity, {
      id: 'e'.repeat(64),
      userId: admin.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await em.flush();
    expect((await login(ADMIN)).status).toBe(200);
    const left = await app.orm.em.fork().find(SessionEntity, { id: { $in: [stale.id, live.id] } });
    expect(left.map((session) => session.id)).toEqual([live.id]);
  });

  it('a cookie that is not one of ours is anonymous; logging out without one still clears it', async () => {
    for (const token of ['short', 'x'.repeat(101), 'a'.repeat(43)]) {
      const response = await app.request('/api/auth/check', { headers: { Cookie: `ata_session=${token}` } });
      expect(response.status, token).toBe(401);
    }
    const logout = await app.request('/api/auth/logout', { method: 'POST' });
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: 'Logged out' });
    expect(logout.headers.get('set-cookie')).toMatch(/^ata_session=;/);
  });
});

describe('cookie writes, every unsafe method', () => {
  it('PUT, PATCH and DELETE from a foreign origin are refused; reads, origin-less and localhost writes pass', async () => {
    const cookie = sessionCookie(await login(ADMIN));
    const em = app.orm.em.fork();
    const category = em.create(CategoryEntity, { name: 'Kept Safe', slug: 'kept-safe' });
    await em.flush();
    const as = (origin: string | null) => ({ Cookie: cookie, ...(origin ? { Origin: origin } : {}) });
    const evil = 'https://evil.example';
    const writes = [
      {
        method: 'PUT',
        path: `/api/categories/${category.id}`,
        json: { name: 'Hijacked', slug: 'kept-safe' },
      },
      { method: 'PATCH', path: `/api/orders/${crypto.randomUUID()}/status`, json: { status: 'shipped' } },
      { method: 'DELETE', path: `/api/categories/${category.id}` },
      {
        method: 'POST',
        path: '/api/categories',
        json: { name: 'From Null', slug: 'from-null' },
        origin: 'null',
      },
    ];
    for (const { method, path, json, origin } of writes) {
      const response = await app.request(path, { method, headers: as(origin ?? evil), json });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-origin request refused' });
    }
    const kept = await app.orm.em.fork().findOneOrFail(CategoryEntity, { id: category.id });
    expect(kept.name).toBe('Kept Safe');

    expect((await app.request('/api/orders', { headers: as(evil) })).status).toBe(200);
    const originless = await app.request('/api/categories', {
      method: 'POST',
      headers: as(null),
      json: { name: 'No Origin', slug: 'no-origin' },
    });
    expect(originless.status).toBe(201);
    // Outside production a page on this machine (a Vite dev server) may write with the cookie.
    const local = await app.request('/api/categories', {
      method: 'POST',
      headers: as('http://localhost:5173'),
      json: { name: 'From Vite', slug: 'from-vite' },
    });
    expect(local.status).toBe(201);
  });

  it('in production localhost is foreign too, and logging out keeps the Secure flag', async () => {
    const production = await startTestApp({ isProduction: true });
    try {
      const signedIn = await production.request('/api/auth/login', { method: 'POST', json: ADMIN });
      const cookie = sessionCookie(signedIn);
      const local = await production.request('/api/categories', {
        method: 'POST',
        headers: { Cookie: cookie, Origin: 'http://localhost:5173' },
        json: { name: 'From Vite', slug: 'from-vite' },
      });
      expect(local.status).toBe(403);
      const logout = await production.request('/api/auth/logout', {
        method: 'POST',
        headers: { Cookie: cookie },
      });
      expect(logout.headers.get('set-cookie')?.toLowerCase()).toContain('secure');
    } finally {
      await production.close();
    }
  });
});

describe('Basic credentials after a password change', () => {
  it('keep working for at most 60 seconds (the verified-header cache), then are refused', async () => {
    let now = Date.UTC(2026, 0, 5, 12);
    const clocked = await startTestApp({}, { clock: () => now });
    try {
      const em = clocked.orm.em.fork();
      const user = em.create(UserEntity, {
        username: 'rotating',
        email: 'rotating@example.ng',
        password: await hashPassword('old-password-1'),
        isAdmin: true,
      });
      await em.flush();
      const check = () =>
        clocked.request('/api/auth/check', { headers: { Authorization: basic('rotating:old-password-1') } });
      expect(await (await check()).json()).toEqual({ isAdmin: true, username: 'rotating' });

      user.password = await hashPassword('new-password-2');
      await em.flush();
      now += 59_999;
      expect((await check()).status).toBe(200);
      now += 1;
      const refused = await check();
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'Invalid username or password' });
      // The new password is verified afresh, and is what works from now on.
      const fresh = await clocked.request('/api/auth/check', {
        headers: { Authorization: basic('rotating:new-password-2') },
      });
      expect(await fresh.json()).toEqual({ isAdmin: true, username: 'rotating' });
    } finally {
      await clocked.close();
    }
  });
});

describe('logging out', () => {
  it('ends that session only: the same user signed in elsewhere stays signed in', async () => {
    const cookies = await Promise.all([login(ADMIN), login(ADMIN)].map(async (r) => sessionCookie(await r)));
    const [here, elsewhere] = cookies as [string, string];
    expect(here).not.toBe(elsewhere);
    expect(
      (await app.request('/api/auth/logout', { method: 'POST', headers: { Cookie: here } })).status,
    ).toBe(200);
    expect((await app.request('/api/auth/check', { headers: { Cookie: here } })).status).toBe(401);
    const still = await app.request('/api/auth/check', { headers: { Cookie: elsewhere } });
    expect(await still.json()).toEqual({ isAdmin: true, username: 'admin' });
  });
});
