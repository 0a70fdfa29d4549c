import { Migration } from '@mikro-orm/migrations';

/** The server cart: one row per cart (the cookie's random id), one per line (product and quantity only). */
export class Migration20261127071158_cart extends Migration {
  override name = 'Migration20261127071158_cart';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "cart" ("id" varchar(22) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "notice" jsonb null, "checkout_draft" jsonb null, primary key ("id"));`,
    );
    this.addSql(`create index "cart_updated_at_index" on "cart" ("updated_at");`);
    this.addSql(
      `create table "cart_line" ("cart_id" varchar(22) not null, "product_id" uuid not null, "quantity" int not null, "added_at" timestamptz not null, primary key ("cart_id", "product_id"));`,
    );
    this.addSql(`create index "cart_line_product_id_index" on "cart_line" ("product_id");`);
    this.addSql(
      `alter table "cart_line" add constraint "cart_line_cart_id_foreign" foreign key ("cart_id") references "cart" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "cart_line" add constraint "cart_line_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "cart_line" add constraint "cart_line_quantity_check" check (quantity > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "cart_line" cascade;`);
    this.addSql(`drop table if exists "cart" cascade;`);
  }
}
