import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionEntity, UserEntity } from '../db/entities/index.ts';
import type { AuthUser } from '../http/context.ts';

export const SESSION_COOKIE = 'ata_session';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Only the token's hash is stored, so a leaked table cannot be replayed as cookies. */
const tokenId = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(em: EntityManager, userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  em.create(SessionEntity, {
    id: tokenId(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  await em.flush();
  // Opportunistic cleanup: logins are rare, so this costs nothing noticeable.
  await em.nativeDelete(SessionEntity, { expiresAt: { $lt: now } });
  return token;
}

export async function sessionUser(
  em: EntityManager,
  token: string,
  now = new Date(),
): Promise<AuthUser | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const session = await em.findOne(SessionEntity, { id: tokenId(token), expiresAt: { $gt: now } });
  if (!session) return null;
  const user = await em.findOne(UserEntity, { id: session.userId });
  return user ? { id: user.id, username: user.username, isAdmin: user.isAdmin } : null;
}

export async function deleteSession(em: EntityManager, token: string): Promise<void> {
  await em.nativeDelete(SessionEntity, { id: tokenId(token) });
}
