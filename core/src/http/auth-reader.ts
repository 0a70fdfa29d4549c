import type { AuthCheck } from '../auth/schema.ts';

/**
 * Zod-free twin of `authCheckSchema.parse` (GET /api/auth/check → `{ isAdmin, username? }`).
 * Meant for the API client's `checkAuth`: while client.ts imports the zod schema, every bundle that uses
 * the client (all three storefront remotes) carries ≈25 KB gzipped of zod for this one check.
 * auth-reader.test.ts keeps the two in agreement.
 */
export function readAuthCheck(raw: unknown): AuthCheck {
  if (typeof raw !== 'object' || raw === null) throw new TypeError('Expected an auth check result');
  const { isAdmin, username } = raw as Record<string, unknown>;
  if (typeof isAdmin !== 'boolean') throw new TypeError('Expected "isAdmin" to be true or false');
  if (username !== undefined && typeof username !== 'string')
    throw new TypeError('Expected "username" to be text');
  return username === undefined ? { isAdmin } : { isAdmin, username };
}
