import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, randomPassword, verifyPassword } from './password.ts';

/** A hash as the first versions wrote it: `scrypt$N$r$p$salt$hash` (base64url). */
function scryptHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 1024, r: 8, p: 1 });
  return `scrypt$1024$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

describe('passwords', () => {
  it('argon2id: the right password opens, a wrong one does not, and a current hash needs no rehash', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('old scrypt hashes: only the right password opens them, and they are marked for a rehash', async () => {
    const stored = scryptHash('old secret');
    expect(await verifyPassword('old secret', stored)).toBe(true);
    expect(await verifyPassword('old secreT', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('refuses malformed and unknown hashes instead of throwing', async () => {
    const [, n, r, p, salt, key] = scryptHash('x').split('$');
    expect(await verifyPassword('x', `scrypt$${n}$${r}$${p}$${salt}$`)).toBe(false);
    expect(await verifyPassword('x', `scrypt$${n}$${r}$${p}$$${key}`)).toBe(false);
    const other = scryptHash('y').split('$')[5];
    expect(await verifyPassword('x', `scrypt$${n}$${r}$${p}$${salt}$${other}`)).toBe(false);
    expect(await verifyPassword('x', `scrypt$3$${r}$${p}$${salt}$${key}`)).toBe(false);
    expect(await verifyPassword('x', '$argon2id$garbage')).toBe(false);
    expect(await verifyPassword('x', 'md5$5f4dcc3b5aa765d61d8327deb882cf99')).toBe(false);
  });

  it('argon2id hashes of another cost are marked for a rehash', () => {
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  it('passwords are compared after Unicode normalisation (NFKC)', async () => {
    // 'ﬁ' (one ligature character) is 'fi' once normalised, on either side.
    expect(await verifyPassword('five', await hashPassword('ﬁve'))).toBe(true);
    expect(await verifyPassword('ﬁve', await hashPassword('five'))).toBe(true);
  });

  it('a generated first password is 20 url-safe characters, different each time', () => {
    const first = randomPassword();
    expect(first).toMatch(/^[\w-]{20}$/);
    expect(randomPassword()).not.toBe(first);
  });
});
