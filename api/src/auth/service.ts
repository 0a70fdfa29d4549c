import { createHash } from 'node:crypto';
import { UserEntity } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import { unauthenticated } from '../errors.ts';
import type { AuthUser } from '../http/context.ts';
import { type LoginLimitOptions, LoginLimits } from './login-limits.ts';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from './password.ts';
import { createSession, deleteSession, sessionUser } from './sessions.ts';

const BASIC_CACHE_MS = 60 * 1000;
export const INVALID_LOGIN = 'Invalid username or password';

/** Logins, sessions and Basic credentials; failed attempts throttled by LoginLimits. */
export class AuthService {
  readonly #limits: LoginLimits;
  /** Verified Basic headers: argon2 on every admin request would cost tens of ms of CPU each. */
  readonly #basicCache = new Map<string, { user: AuthUser; expiresAt: number }>();

  constructor(
    private readonly orm: Orm,
    private readonly now: () => number = Date.now,
    limits: LoginLimitOptions = {},
  ) {
    this.#limits = new LoginLimits(orm, limits);
  }

  /** Checks credentials (throttled). Returns the user, or throws 401 / 429. */
  async verify(username: string, password: string, address: string): Promise<AuthUser> {
    const userKey = username.trim().toLowerCase();
    await this.#limits.reserve(userKey, address);
    const em = this.orm.em.fork();
    const user = await em.findOne(UserEntity, { username: username.trim() });
    const ok = user ? await verifyPassword(password, user.password) : await verifyAgainstNobody(password);
    if (!user || !ok) throw unauthenticated(INVALID_LOGIN);
    await this.#limits.succeeded(userKey, address);
    if (needsRehash(user.password)) {
      user.password = await hashPassword(password);
      await em.flush();
    }
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
      throw unauthenticated(INVALID_LOGIN);
    }
    const colon = decoded.indexOf(':');
    if (colon < 1) throw unauthenticated(INVALID_LOGIN);
    const user = await this.verify(decoded.slice(0, colon), decoded.slice(colon + 1), address);
    if (this.#basicCache.size > 1000) this.#basicCache.clear();
    this.#basicCache.set(key, { user, expiresAt: this.now() + BASIC_CACHE_MS });
    return user;
  }
}
