import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionEntity, UserEntity } from '../src/db/entities/index.ts';
import { ADMIN, SHOPPER } from './support/credentials.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Behind one proxy, so that each test can come from addresses of its own.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustProxy: 1 });
});
afterAll(() => app.close());

const login = (body: { username: string; password: string }, address: string) =>
  app.request('/api/auth/login', { method: 'POST', headers: { 'X-Forwarded-For': address }, json: body });
const statuses = async (responses: Promise<Response>[]) =>
  (await Promise.all(responses)).map((r) => r.status);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('login throttling', () => {
  it('holds under 40 parallel guesses: 5 are checked, the rest get 429', async () => {
    const guesses = Array.from({ length: 40 }, (_, i) =>
      login({ username: 'ghost', password: `guess-${i}` }, '10.0.1.1'),
    );
    const result = await statuses(guesses);
    expect(count(result, 401)).toBe(5);
    expect(count(result, 429)).toBe(35);
  });

  it('limits one address spraying many usernames (30 per 15 minutes)', async () => {
    const sprayed: number[] = [];
    for (let i = 0; i < 31; i += 1)
      sprayed.push((await login({ username: `user-${i}`, password: 'Password1' }, '10.0.2.1')).status);
    expect(count(sprayed, 401)).toBe(30);
    expect(sprayed.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await login({ username: 'user-0', password: 'Password1' }, '10.0.2.2')).status).toBe(401);
  });

  it('does not lock the owner out: a guessed account still opens from an address it signed in from', async () => {
    const owner = { username: 'owner', password: 'owner-password-1' };
    const em = app.orm.em.fork();
    const { hashPassword } = await import('../src/auth/password.ts');
    em.create(UserEntity, {
      username: owner.username,
      email: 'o@example.ng',
      password: await hashPassword(owner.password),
      isAdmin: true,
    });
    await em.flush();
    expect((await login(owner, '10.0.3.1')).status).toBe(200);
    for (let i = 0; i < 5; i += 1)
      expect((await login({ ...owner, password: `x${i}` }, '10.0.3.66')).status).toBe(401);
    const attacker = await login(owner, '10.0.3.66');
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(owner, '10.0.3.99')).status).toBe(429);
    expect((await login(owner, '10.0.3.1')).status).toBe(200);
  });

  it('answers unknown usernames about as slowly as wrong passwords', async () => {
    // Measured in CPU time of this process (the app runs here; argon2 runs on libuv's threads, counted
    // too), not wall time: a loaded machine makes a request wait longer, not work more, so the comparison
    // holds however busy the machine is.
    const work = async (body: { username: string; password: string }, address: string, status: number) => {
      const before = process.cpuUsage();
      expect((await login(body, address)).status).toBe(status);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    const noHash: number[] = [];
    // Five: the shopper's own limit (a sixth wrong password would be throttled, not checked).
    for (let i = 0; i < 5; i += 1) {
      const wrong = 'not-the-password';
      known.push(await work({ username: SHOPPER.username, password: wrong }, `10.0.4.${i}`, 401));
      unknown.push(await work({ username: `nobody-${i}`, password: wrong }, `10.0.5.${i}`, 401));
      noHash.push(await work({ username: 'x', password: '' }, `10.0.6.${i}`, 400));
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1]!;
    // Against a request that hashes nothing, in the same run: the hash is most of a wrong password's
    // work, and an unknown username must do it too (it did none before).
    const base = median(noHash);
    expect(median(known) - base).toBeGreaterThan(base);
    expect(median(unknown) - base).toBeGreaterThan((median(known) - base) * 0.6);
  });
});

describe('password hashes', () => {
  it('are argon2id, and a hash from an older scheme is replaced at the next login', async () => {
    const salt = randomBytes(16);
    const legacy = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64url'),
      scryptSync('old-password-1', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64url'),
    ].join('$');
    const em = app.orm.em.fork();
    em.create(UserEntity, { username: 'veteran', email: 'v@example.ng', password: legacy, isAdmin: false });
    await em.flush();
    expect((await login({ username: 'veteran', password: 'old-password-1' }, '10.0.8.1')).status).toBe(200);
    const stored = await app.orm.em.fork().findOneOrFail(UserEntity, { username: 'veteran' });
    expect(stored.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await login({ username: 'veteran', password: 'old-password-1' }, '10.0.8.1')).status).toBe(200);
  });
});

describe('sessions', () => {
  it('an expired session is anonymous', async () => {
    const response = await login(ADMIN, '10.0.7.1');
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    expect((await app.request('/api/auth/check', { headers: { Cookie: cookie } })).status).toBe(200);
    await app.orm.em.fork().nativeUpdate(SessionEntity, {}, { expiresAt: new Date(Date.now() - 1000) });
    expect((await app.request('/api/auth/check', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe('login throttling, for the owner', () => {
  async function newUser(username: string, password: string) {
    const { hashPassword } = await import('../src/auth/password.ts');
    const em = app.orm.em.fork();
    em.create(UserEntity, {
      username,
      email: `${username}@example.ng`,
      password: await hashPassword(password),
      isAdmin: false,
    });
    await em.flush();
    return { username, password };
  }

  it('a right password gives its attempt back: signing in often, from anywhere, is never throttled', async () => {
    const owner = await newUser('busy-owner', 'busy-owner-password');
    // Six new addresses: more than the 5 attempts a username gets from addresses it never signed in from.
    for (let i = 1; i <= 6; i += 1) expect((await login(owner, `10.0.9.${i}`)).status).toBe(200);
    // More sign-ins from one address than the 30 attempts an address gets.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await login(owner, '10.0.9.50')).status);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it("the username's limit ignores its case", async () => {
    const owner = await newUser('case-owner', 'case-owner-password');
    for (const username of ['Case-Owner', 'CASE-OWNER', 'case-owner', 'cAsE-oWnEr', 'CaSe-OwNeR'])
      expect((await login({ username, password: 'wrong-password' }, '10.0.10.1')).status).toBe(401);
    expect((await login(owner, '10.0.10.2')).status).toBe(429);
  });
});
