import { Migration } from '@mikro-orm/migrations';

/**
 * Delivery zones and pickup points. A fresh shop (and every existing one) starts with one zone for all of
 * Nigeria priced as the cart priced before zones: ₦1,000 up to ₦5,000, free above.
 */
export class Migration20261127071313_delivery_zones extends Migration {
  override name = 'Migration20261127071313_delivery_zones';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "delivery_zone" ("id" uuid not null, "name" varchar(100) not null, "states" text[] not null, "cities" text[] not null, "flat_fee_kobo" int not null, "free_above_kobo" int null, "weight_base_grams" int null, "weight_fee_per_kg_kobo" int null, "estimate_min_days" smallint not null, "estimate_max_days" smallint not null, "express" jsonb not null, "position" smallint not null default 0, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create table "pickup_point" ("id" uuid not null, "name" varchar(100) not null, "address" varchar(300) not null, "state" varchar(2) not null, "hours" varchar(120) not null, "fee_kobo" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `insert into "delivery_zone" ("id", "name", "states", "cities", "flat_fee_kobo", "free_above_kobo", "estimate_min_days", "estimate_max_days", "express", "position", "created_at", "updated_at") values (gen_random_uuid(), 'Nigeria', '{}', '{}', 100000, 500000, 2, 3, '[]', 0, now(), now());`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "delivery_zone" cascade;`);
    this.addSql(`drop table if exists "pickup_point" cascade;`);
  }
}
