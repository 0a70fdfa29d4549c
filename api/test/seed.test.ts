import { randomUUID } from 'node:crypto';
import { settingKeys } from '@ata/core/settings';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { verifyPassword } from '../src/auth/password.ts';
import {
  BlogPostEntity,
  CategoryEntity,
  ProductEntity,
  SettingEntity,
  UserEntity,
} from '../src/db/entities/index.ts';
import { createOrm, migrate, type Orm } from '../src/db/orm.ts';
import { seed } from '../src/seed/index.ts';
import { createDatabase, dropDatabase, withDatabase } from './support/databases.ts';

const logger = pino({ level: 'silent' });
const adminUrl = inject('pgAdminUrl');
const opened: { orm: Orm; name: string }[] = [];

/** An empty, migrated database (not the seeded template). */
async function emptyDatabase(): Promise<Orm> {
  const name = `ata_seed_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await createDatabase(adminUrl, name);
  const orm = await createOrm(withDatabase(adminUrl, name));
  await migrate(orm);
  opened.push({ orm, name });
  return orm;
}

afterAll(async () => {
  for (const { orm, name } of opened) {
    await orm.close(true);
    await dropDatabase(adminUrl, name);
  }
});

const counts = async (orm: Orm) => {
  const em = orm.em.fork();
  return {
    categories: await em.count(CategoryEntity),
    products: await em.count(ProductEntity),
    posts: await em.count(BlogPostEntity),
    settings: await em.count(SettingEntity),
    users: await em.count(UserEntity),
  };
};

describe('seed on an empty database', () => {
  let orm: Orm;
  beforeAll(async () => {
    orm = await emptyDatabase();
  });

  it('creates the shop: six categories, 30+ products, 6+ published posts and a draft, every setting', async () => {
    const result = await seed(orm, logger, { adminUsername: 'owner', adminPassword: 'owner-password' });
    expect(result.admin).toEqual({ username: 'owner' });
    const em = orm.em.fork();
    const categories = await em.find(CategoryEntity, {});
    expect(categories.map((c) => c.slug).sort()).toEqual(
      ['grains-rice', 'protein', 'recipe-bundles', 'sauces-pastes', 'snacks', 'spices'].sort(),
    );
    const products = await em.find(ProductEntity, {});
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(products.every((p) => p.categoryId && Number(p.price) > 0)).toBe(true);
    expect(products.some((p) => p.isFeatured)).toBe(true);
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    const monthAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
    expect(products.some((p) => p.createdAt.getTime() > monthAgo)).toBe(true);
    expect(products.some((p) => p.createdAt.getTime() < monthAgo)).toBe(true);
    const posts = await em.find(BlogPostEntity, {});
    expect(posts.filter((p) => p.published).length).toBeGreaterThanOrEqual(6);
    expect(posts.some((p) => !p.published)).toBe(true);
    const settings = await em.find(SettingEntity, {});
    expect(settings.map((s) => s.key).sort()).toEqual([...settingKeys].sort());
    const admin = await em.findOneOrFail(UserEntity, { username: 'owner' });
    expect(admin.isAdmin).toBe(true);
    expect(admin.password).not.toContain('owner-password');
    expect(await verifyPassword('owner-password', admin.password)).toBe(true);
  });

  it('is idempotent: a second run adds nothing and keeps what the owner changed', async () => {
    const em = orm.em.fork();
    const siteName = await em.findOneOrFail(SettingEntity, { key: 'site_name' });
    siteName.value = 'Ata Market Ikeja';
    await em.flush();
    const before = await counts(orm);
    const again = await seed(orm, logger, { adminUsername: 'someone-else', adminPassword: 'x-password' });
    expect(again).toEqual({ catalogue: null, settingsAdded: 0, admin: null });
    expect(await counts(orm)).toEqual(before);
    expect((await orm.em.fork().findOneOrFail(SettingEntity, { key: 'site_name' })).value).toBe(
      'Ata Market Ikeja',
    );
  });
});

describe('the first admin without ADMIN_USERNAME / ADMIN_PASSWORD', () => {
  it('is `admin` with a random password printed once', async () => {
    const orm = await emptyDatabase();
    const print = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const first = await seed(orm, logger, { catalogue: false });
      expect(first.admin?.username).toBe('admin');
      const password = first.admin?.generatedPassword ?? '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(print).toHaveBeenCalledTimes(1);
      expect(String(print.mock.calls[0]?.[0])).toContain(password);
      const admin = await orm.em.fork().findOneOrFail(UserEntity, { username: 'admin' });
      expect(await verifyPassword(password, admin.password)).toBe(true);

      const second = await seed(orm, logger, { catalogue: false });
      expect(second.admin).toBeNull();
      expect(print).toHaveBeenCalledTimes(1);
      expect(await orm.em.fork().count(ProductEntity)).toBe(0);
    } finally {
      print.mockRestore();
    }
  });
});
