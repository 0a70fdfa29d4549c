import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { CategoryEntity } from '../src/db/entities/index.ts';
import { DEFAULT_TIMEOUTS } from '../src/db/timeouts.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

describe('embedded PostgreSQL when DATABASE_URL is unset', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'initialises a cluster under DATA_DIR, migrates, and reuses it on the next boot',
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ata-data-dir-'));
      dirs.push(dir);
      await fs.chmod(dir, 0o777);
      const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'test' });
      expect(config.databaseUrl).toBeUndefined();
      const logger = pino({ level: 'silent' });

      const first = await openDatabase(config, logger);
      try {
        const em = first.orm.em.fork();
        em.create(CategoryEntity, { name: 'Persisted', slug: 'persisted' });
        await em.flush();
      } finally {
        await first.close();
      }
      const version = await fs.readFile(path.join(dir, 'postgres', 'PG_VERSION'), 'utf8');
      expect(version.trim()).toMatch(/^\d+$/);

      const second = await openDatabase(config, logger);
      try {
        expect(await second.orm.em.fork().count(CategoryEntity, { slug: 'persisted' })).toBe(1);
        expect(await second.orm.migrator.getPending()).toEqual([]);
      } finally {
        await second.close();
      }
    },
    120_000,
  );
});

describe('configuration', () => {
  it('applies every database timeout when the environment sets none, and each one it sets', () => {
    expect(loadConfig({}).databaseTimeouts).toEqual(DEFAULT_TIMEOUTS);
    expect(loadConfig({ DB_QUERY_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '' }).databaseTimeouts).toEqual(
      {
        ...DEFAULT_TIMEOUTS,
        queryMs: 2000,
      },
    );
  });

  it('reads the environment with the documented defaults', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      port: 3000,
      corsOrigins: [],
      isProduction: false,
      nodeEnv: 'development',
    });
    expect(defaults.dataDir.endsWith(`${path.sep}.data`)).toBe(true);
    const custom = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/ata',
      CORS_ORIGINS: 'https://partner.example, http://localhost:5173/',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      ADMIN_USERNAME: 'owner',
      ADMIN_PASSWORD: 'secret',
    });
    expect(custom).toMatchObject({
      port: 8080,
      databaseUrl: 'postgresql://u:p@db:5432/ata',
      corsOrigins: ['https://partner.example', 'http://localhost:5173'],
      isProduction: true,
      adminUsername: 'owner',
      adminPassword: 'secret',
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
