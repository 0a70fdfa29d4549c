import { Migration } from '@mikro-orm/migrations';

/** Partners, and the partner credited on each order (cleared if the partner is deleted). */
export class Migration20261127073850_partners extends Migration {
  override name = 'Migration20261127073850_partners';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "partner" ("id" uuid not null, "name" varchar(100) not null, "code" varchar(40) not null, "contact" varchar(200) not null default '', "commission_percent" numeric(5,2) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "partner" add constraint "partner_code_unique" unique ("code");`);
    this.addSql(`alter table "shop_order" add "partner_id" uuid null;`);
    this.addSql(`create index "shop_order_partner_id_index" on "shop_order" ("partner_id");`);
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_order" drop column "partner_id";`);
    this.addSql(`drop table if exists "partner" cascade;`);
  }
}
