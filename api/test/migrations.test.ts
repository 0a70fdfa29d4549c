import { randomBytes, randomUUID, scryptSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createOrm, migrate, type Orm } from '../src/db/orm.ts';
import { migrationsList } from '../src/migrations/index.ts';
import { createDatabase, dropDatabase, withDatabase } from './support/databases.ts';

/**
 * A shop that has run since the first migration, with its data as that schema stored it, upgraded to the
 * latest migration: the data is kept, the schema ends up equal to a freshly migrated one, and the app works
 * on it (catalogue, search, orders, the admin's old password).
 */

const FIRST = migrationsList[0]!.name;
const adminUrl = inject('pgAdminUrl');
const database = `ata_upgrade_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const ids = {
  category: randomUUID(),
  product: randomUUID(),
  post: randomUUID(),
  user: randomUUID(),
  order: randomUUID(),
};
const PASSWORD = 'an old admin password';
let orm: Orm;
let applied: string[];

/** The scrypt hash format of the first version (`scrypt$N$r$p$salt$hash`, base64url). */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

beforeAll(async () => {
  await createDatabase(adminUrl, database);
  orm = await createOrm(withDatabase(adminUrl, database));
  await orm.migrator.up({ to: FIRST });
  // Rows written as the first schema had them, in plain SQL: today's entities no longer match that schema.
  const sql = orm.em.getConnection();
  await sql.execute(
    `insert into category (id, name, slug, created_at, updated_at) values (?, 'Old spices', 'old-spices', now(), now())`,
    [ids.category],
  );
  await sql.execute(
    `insert into product (id, name, slug, description, price, stock, category_id, is_featured, created_at, updated_at)
     values (?, 'Heritage suya pepper', 'heritage-suya-pepper', 'Yaji from before the upgrade.', 2500.00, 7, ?, true, now(), now())`,
    [ids.product, ids.category],
  );
  await sql.execute(
    `insert into app_user (id, username, password, email, is_admin, created_at, updated_at)
     values (?, 'oldadmin', ?, 'old@example.ng', true, now(), now())`,
    [ids.user, oldHash(PASSWORD)],
  );
  await sql.execute(
    `insert into blog_post (id, slug, title, excerpt, content, category_id, author_id, published, created_at, updated_at)
     values (?, 'old-post', 'An old post', 'An excerpt from before.', 'Content that was written before the upgrade.', 'recipes', ?, true, now(), now())`,
    [ids.post, ids.user],
  );
  await sql.execute(
    `insert into shop_order (id, customer_name, customer_email, customer_phone, shipping_address, items, total_amount, status, payment_method, idempotency_key, created_at, updated_at)
     values (?, 'Ngozi Okafor', 'ngozi@example.ng', '08031234567', '12 Allen Avenue, Ikeja', ?, 5000.00, 'pending', 'whatsapp', 'old-key', now(), now())`,
    [
      ids.order,
      JSON.stringify([{ productId: ids.product, name: 'Heritage suya pepper', price: 2500, quantity: 2 }]),
    ],
  );
  await sql.execute(
    `insert into setting (id, key, value, created_at, updated_at) values (?, 'site_name', 'Old Ata', now(), now())`,
    [randomUUID()],
  );
  applied = await migrate(orm);
}, 60_000);

afterAll(async () => {
  await orm?.close(true);
  await dropDatabase(adminUrl, database);
});

/** Columns, indexes, constraints and functions of the public schema, in a comparable form. */
async function schemaOf(url: string): Promise<unknown> {
  const other = await createOrm(url);
  try {
    const sql = other.em.getConnection();
    return {
      columns: await sql.execute(
        `select table_name, column_name, data_type, character_maximum_length, numeric_precision, numeric_scale,
                is_nullable, column_default
         from information_schema.columns where table_schema = 'public' and table_name <> 'mikro_orm_migrations'
         order by table_name, column_name`,
      ),
      indexes: await sql.execute(
        `select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
      ),
      constraints: await sql.execute(
        `select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
         from pg_constraint where connamespace = 'public'::regnamespace order by conname`,
      ),
      triggers: await sql.execute(
        `select event_object_table, trigger_name, action_statement from information_schema.triggers
         order by trigger_name, event_manipulation`,
      ),
      // The schema's own functions (not those of extensions such as pg_trgm).
      functions: await sql.execute(
        `select p.proname, pg_get_function_identity_arguments(p.oid) as arguments, md5(p.prosrc) as body
         from pg_proc p where p.pronamespace = 'public'::regnamespace
           and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         order by 1, 2`,
      ),
    };
  } finally {
    await other.close(true);
  }
}

describe('upgrading a database from the first migration to the latest', () => {
  it('applies every later migration, and nothing is left pending', async () => {
    expect(applied).toEqual(migrationsList.slice(1).map((migration) => migration.name));
    expect(await orm.migrator.getPending()).toEqual([]);
  });

  it('ends with the same schema as a freshly migrated database', async () => {
    // Not the tests' template: other files copy it at any moment, and a copy fails while it has a session.
    const fresh = `${database}_fresh`;
    await createDatabase(adminUrl, fresh);
    try {
      const freshOrm = await createOrm(withDatabase(adminUrl, fresh));
      await migrate(freshOrm).finally(() => freshOrm.close(true));
      expect(await schemaOf(withDatabase(adminUrl, database))).toEqual(
        await schemaOf(withDatabase(adminUrl, fresh)),
      );
    } finally {
      await dropDatabase(adminUrl, fresh);
    }
  });

  it('keeps the data, and the app works on it', async () => {
    const app = createApp({
      orm,
      config: { ...loadConfig({}), orderRateLimit: 100 },
    });
    const server = http.createServer(app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const product = await (await fetch(`${base}/api/products/heritage-suya-pepper`)).json();
      expect(product).toMatchObject({ id: ids.product, price: 2500, stock: 7, isFeatured: true });
      // Sold in one size, "Standard", with the product's price and stock (pack sizes migration).
      expect(product.variants).toEqual([
        {
          id: expect.any(String),
          label: 'Standard',
          sku: 'heritage-suya-pepper',
          price: 2500,
          compareAtPrice: null,
          stock: 7,
          weightGrams: null,
        },
      ]);

      // Rows from before the search migration are found by it.
      const found = await (await fetch(`${base}/api/catalog?q=heritage`)).json();
      expect(found.items.map((item: { id: string }) => item.id)).toEqual([ids.product]);

      const post = await (await fetch(`${base}/api/blog/old-post`)).json();
      expect(post).toMatchObject({ id: ids.post, title: 'An old post', published: true });

      // The admin of the first version signs in with the old password (its hash is upgraded on the way).
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'oldadmin', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      const [user] = await orm.em
        .getConnection()
        .execute<{ password: string }[]>(`select password from app_user where id = ?`, [ids.user]);
      expect(user?.password).toMatch(/^\$argon2id\$/);

      // The old order gained the payment columns with their defaults.
      const order = await (
        await fetch(`${base}/api/orders/${ids.order}`, { headers: { Cookie: cookie } })
      ).json();
      expect(order).toMatchObject({
        id: ids.order,
        totalAmount: 5000,
        status: 'pending',
        paymentMethod: 'whatsapp',
        paymentStatus: 'unpaid',
        items: [{ productId: ids.product, quantity: 2 }],
      });

      // A new order on the upgraded database: stock goes down, the order is stored.
      const placed = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          customerName: 'Ada Obi',
          customerEmail: 'ada@example.ng',
          customerPhone: '08031234567',
          shippingAddress: '1 Broad Street, Lagos',
          items: [{ productId: ids.product, name: 'Heritage suya pepper', price: 2500, quantity: 3 }],
          totalAmount: '7500',
        }),
      });
      expect(placed.status).toBe(201);
      expect((await (await fetch(`${base}/api/products/${ids.product}`)).json()).stock).toBe(4);

      // The old order has no size on its lines: cancelling it puts its units back on the only size.
      const cancelled = await fetch(`${base}/api/orders/${ids.order}/cancel`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ reason: 'Stock count after the upgrade' }),
      });
      expect(cancelled.status).toBe(200);
      const restocked = await (await fetch(`${base}/api/products/${ids.product}`)).json();
      expect(restocked).toMatchObject({ stock: 6, variants: [{ stock: 6 }] });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('going down and up again', () => {
  it('each down() leaves the schema the migration before it left, and up() again ends on the latest', async () => {
    const steps = `${database}_steps`;
    const trip = `${database}_trip`;
    await createDatabase(adminUrl, steps);
    await createDatabase(adminUrl, trip);
    const stepsOrm = await createOrm(withDatabase(adminUrl, steps));
    const tripOrm = await createOrm(withDatabase(adminUrl, trip));
    try {
      // The schema after each migration, going up one at a time.
      const after: unknown[] = [];
      for (const migration of migrationsList) {
        await stepsOrm.migrator.up({ to: migration.name });
        after.push(await schemaOf(withDatabase(adminUrl, steps)));
      }
      await migrate(tripOrm);
      for (let last = migrationsList.length - 1; last > 0; last -= 1) {
        await tripOrm.migrator.down();
        expect(
          await schemaOf(withDatabase(adminUrl, trip)),
          `down() of ${migrationsList[last]?.name}`,
        ).toEqual(after[last - 1]);
      }
      expect(await migrate(tripOrm)).toEqual(migrationsList.slice(1).map((migration) => migration.name));
      expect(await schemaOf(withDatabase(adminUrl, trip))).toEqual(after.at(-1));
    } finally {
      await stepsOrm.close(true);
      await tripOrm.close(true);
      await dropDatabase(adminUrl, steps);
      await dropDatabase(adminUrl, trip);
    }
  }, 180_000);
});
