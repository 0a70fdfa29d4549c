import { Migration } from '@mikro-orm/migrations';

/**
 * Discount codes and automatic offers, and their redemptions. `uses` never passes `max_uses` (a check as well
 * as the conditional UPDATE that raises it); per-phone counts read `(discount_id, phone)`.
 */
export class Migration20261127072428_discounts extends Migration {
  override name = 'Migration20261127072428_discounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "discount" ("id" uuid not null, "code" varchar(40) null, "label" varchar(80) not null, "kind" varchar(20) not null, "percent" smallint null, "amount_kobo" int null, "min_subtotal_kobo" int null, "starts_at" timestamptz null, "ends_at" timestamptz null, "product_ids" text[] not null, "category_ids" text[] not null, "zone_ids" text[] not null, "first_order_only" boolean not null default false, "max_uses" int null, "max_uses_per_phone" int null, "uses" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"), constraint "discount_uses_within_max" check ("max_uses" is null or "uses" <= "max_uses"));`,
    );
    this.addSql(`alter table "discount" add constraint "discount_code_unique" unique ("code");`);
    this.addSql(
      `create table "discount_redemption" ("id" uuid not null, "discount_id" uuid not null, "order_id" uuid not null, "phone" varchar(20) not null, "amount_kobo" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "discount_redemption_discount_id_index" on "discount_redemption" ("discount_id", "phone");`,
    );
    this.addSql(`create index "discount_redemption_order_id_index" on "discount_redemption" ("order_id");`);
    this.addSql(
      `alter table "discount_redemption" add constraint "discount_redemption_discount_id_foreign" foreign key ("discount_id") references "discount" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "discount_redemption" add constraint "discount_redemption_order_id_foreign" foreign key ("order_id") references "shop_order" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "discount_redemption" cascade;`);
    this.addSql(`drop table if exists "discount" cascade;`);
  }
}
