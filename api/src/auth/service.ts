import { createHash } from 'node:crypto';
import { UserEntity } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import type { AuthUser } from '../http/context.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { verifyPassword } from './password.ts';
import { createSession, deleteSession, sessionUser } from './sessions.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const BASIC_CACHE_MS = 60 * 1000;
export const INVALID_LOGIN = 'Invalid username or password';

/**
 * Logins, sessions and Basic credentials. Failed attempts are throttled per username and per address,
 * so guessing one account's password or spraying many accounts from one address both hit 429.
 */
export class AuthService {
  readonly #byUsername: RateLimiter;
  readonly #byAddress: RateLimiter;
  /** Verified Basic headers: scrypt on every admin request would cost ~50 ms of CPU each. */
  readonly #basicCache = new Map<string, { user: AuthUser; expiresAt: number }>();

  constructor(
    private readonly orm: Orm,
    private readonly now: () => number = Date.now,
    limits: { perUsername?: number; perAddress?: number } = {},
  ) {
    this.#byUsername = new RateLimiter(limits.perUsername ?? 5, FIFTEEN_MINUTES, now);
    this.#byAddress = new RateLimiter(limits.perAddress ?? 30, FIFTEEN_MINUTES, now);
  }

  /** Checks credentials (throttled). Returns the user, or throws 401 / 429. */
  async verify(username: string, password: string, address: string): Promise<AuthUser> {
    const userKey = username.trim().toLowerCase();
    const wait = Math.max(this.#byUsername.blockedFor(userKey), this.#byAddress.blockedFor(address));
    if (wait > 0) throw tooManyRequests(wait, 'Too many failed login attempts, please try again later');
    const em = this.orm.em.fork();
    const user = await em.findOne(UserEntity, { username: username.trim() });
    const ok = user ? await verifyPassword(password, user.password) : false;
    if (!user || !ok) {
      this.#byUsername.hit(userKey);
      this.#byAddress.hit(address);
      throw unauthorized(INVALID_LOGIN);
    }
    this.#byUsername.reset(userKey);
    return { id: user.id, username: user.username, isAdmin: user.isAdmin };
  }

  async login(
    username: string,
    password: string,
    address: string,
  ): Promise<{ user: AuthUser; token: string }> {
    const user = await this.verify(username, password, address);
    const token = await createSession(this.orm.em.fork(), user.id, new Date(this.now()));
    return { user, token };
  }

  logout(token: string): Promise<void> {
    return deleteSession(this.orm.em.fork(), token);
  }

  fromSession(token: string): Promise<AuthUser | null> {
    return sessionUser(this.orm.em.fork(), token, new Date(this.now()));
  }

  /** `Authorization: Basic …` → the user, or 401 for wrong credentials (never silently anonymous). */
  async fromBasic(header: string, address: string): Promise<AuthUser> {
    const key = createHash('sha256').update(header).digest('hex');
    const cached = this.#basicCache.get(key);
    if (cached && cached.expiresAt > this.now()) return cached.user;
    let decoded = '';
    try {
      decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    } catch {
      throw unauthorized(INVALID_LOGIN);
    }
    const colon = decoded.indexOf(':');
    if (colon < 1) throw unauthorized(INVALID_LOGIN);
    const user = await this.verify(decoded.slice(0, colon), decoded.slice(colon + 1), address);
    if (this.#basicCache.size > 1000) this.#basicCache.clear();
    this.#basicCache.set(key, { user, expiresAt: this.now() + BASIC_CACHE_MS });
    return user;
  }
}
