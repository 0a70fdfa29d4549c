import { MikroORM } from '@mikro-orm/postgresql';
import { entities } from '../../src/db/entities/index.ts';

export const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Runs maintenance SQL (CREATE/DROP DATABASE) on the server's `postgres` database. */
export async function adminSql(adminUrl: string, sql: string): Promise<void> {
  const orm = await MikroORM.init({ clientUrl: adminUrl, entities, pool: { min: 0, max: 1 } });
  try {
    await orm.em.getConnection().execute(sql);
  } finally {
    await orm.close(true);
  }
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const sql = `create database ${quote(name)}${template ? ` template ${quote(template)}` : ''}`;
  // Two files copying the template at the same instant can collide ("being accessed by other users").
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await adminSql(adminUrl, sql);
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('accessed by other users')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export const dropDatabase = (adminUrl: string, name: string) =>
  adminSql(adminUrl, `drop database if exists ${quote(name)} with (force)`);
