import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`;

/** PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export const hashPassword = (password: string): Promise<string> => hash(password.normalize('NFKC'), ARGON2ID);

/** Hashes made with older settings (or the scrypt of earlier versions): rehashed at the next login. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT_PREFIX);

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const normalized = password.normalize('NFKC');
  if (stored.startsWith('$argon2')) return verify(stored, normalized).catch(() => false);
  if (stored.startsWith('scrypt$')) return verifyScrypt(normalized, stored);
  return false;
}

let dummy: Promise<string> | undefined;
/**
 * Unknown usernames are checked against a throwaway hash of the current cost, so that they take as long to
 * refuse as a wrong password and response times do not reveal which usernames exist.
 */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}

/** The scheme of earlier versions: `scrypt$N$r$p$salt$hash` (base64url). Only verified, never written. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedText] = stored.split('$');
  if (!salt || !expectedText) return false;
  const expected = Buffer.from(expectedText, 'base64url');
  const options: ScryptOptions = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(salt, 'base64url'), expected.length, options, (err, derived) =>
      err ? reject(err) : resolve(derived),
    ),
  ).catch(() => undefined);
  return key !== undefined && key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password for the first admin when none is configured: 20 url-safe characters. */
export const randomPassword = (): string => randomBytes(15).toString('base64url');
