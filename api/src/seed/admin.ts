import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { hashPassword, randomPassword } from '../auth/password.ts';
import { UserEntity } from '../db/entities/index.ts';

export interface AdminSeedResult {
  username: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * Creates the first admin when no admin exists: ADMIN_USERNAME / ADMIN_PASSWORD, or `admin` with a
 * random password printed once on the console.
 */
export async function ensureAdmin(
  em: EntityManager,
  logger: Logger,
  credentials: { username?: string; password?: string },
): Promise<AdminSeedResult | null> {
  if ((await em.count(UserEntity, { isAdmin: true })) > 0) return null;
  const username = credentials.username ?? 'admin';
  const generatedPassword = credentials.password ? undefined : randomPassword();
  const password = credentials.password ?? generatedPassword!;
  const existing = await em.findOne(UserEntity, { username });
  if (existing) {
    existing.isAdmin = true;
    existing.password = await hashPassword(password);
  } else {
    em.create(UserEntity, {
      username,
      email: `${username.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@atamarket.ng`,
      password: await hashPassword(password),
      isAdmin: true,
    });
  }
  await em.flush();
  if (generatedPassword) {
    const line = '='.repeat(64);
    console.log(
      `\n${line}\n  Ata Market admin created\n  username: ${username}\n  password: ${generatedPassword}\n  (shown once; set ADMIN_USERNAME / ADMIN_PASSWORD to choose your own)\n${line}\n`,
    );
  }
  logger.info({ username, generated: Boolean(generatedPassword) }, 'admin user created');
  return { username, generatedPassword };
}
