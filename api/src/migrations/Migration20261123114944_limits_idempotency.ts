import { Migration } from '@mikro-orm/migrations';

export class Migration20261123114944_limits_idempotency extends Migration {
  override name = 'Migration20261123114944_limits_idempotency';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_order" add "idempotency_hash" varchar(64) null;`);
    // rate-limiter-flexible's PostgreSQL layout (not an entity: the library reads and writes it).
    this.addSql(
      `create table "rate_limit" ("key" varchar(255) not null, "points" integer not null default 0, "expire" bigint null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limit_expire_index" on "rate_limit" ("expire");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit";`);
    this.addSql(`alter table "shop_order" drop column "idempotency_hash";`);
  }
}
