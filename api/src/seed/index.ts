import type { Logger } from 'pino';
import { CategoryEntity, ProductEntity } from '../db/entities/index.ts';
import type { Orm } from '../db/orm.ts';
import { type AdminSeedResult, ensureAdmin } from './admin.ts';
import { insertCatalogue, insertMissingSettings } from './catalogue.ts';

export interface SeedOptions {
  adminUsername?: string;
  adminPassword?: string;
  /** Skip the demo shop (tests that want an empty catalogue). */
  catalogue?: boolean;
  now?: number;
}

export interface SeedResult {
  catalogue: { products: number; posts: number } | null;
  settingsAdded: number;
  admin: AdminSeedResult | null;
}

/**
 * Idempotent: the shop is seeded only when it has no category and no product; settings keys are added
 * when missing; the first admin only when no admin exists. Runs in one transaction.
 */
export async function seed(orm: Orm, logger: Logger, options: SeedOptions = {}): Promise<SeedResult> {
  return orm.em.fork().transactional(async (em) => {
    // Serialises concurrent boots of several processes on one database.
    await em.execute('select pg_advisory_xact_lock(727274)');
    const empty = (await em.count(CategoryEntity)) === 0 && (await em.count(ProductEntity)) === 0;
    const catalogue =
      options.catalogue !== false && empty ? await insertCatalogue(em, options.now ?? Date.now()) : null;
    if (catalogue) logger.info(catalogue, 'seeded the shop');
    const settingsAdded = await insertMissingSettings(em);
    const admin = await ensureAdmin(em, logger, {
      username: options.adminUsername,
      password: options.adminPassword,
    });
    return { catalogue, settingsAdded, admin };
  });
}
