import { Migration } from '@mikro-orm/migrations';

/** Cancelling with a reason, per-line restock on refund, and what the stock-hoarding limit keys by. */
export class Migration20261125170805_order_limits_cancel extends Migration {
  override name = 'Migration20261125170805_order_limits_cancel';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "shop_order" add "cancel_reason" varchar(500) null, add "cancelled_at" timestamptz null, add "restocked_items" jsonb null, add "client_address" varchar(64) null, add "phone_key" varchar(20) null;`,
    );
    this.addSql(`create index "shop_order_client_address_index" on "shop_order" ("client_address");`);
    this.addSql(`create index "shop_order_phone_key_index" on "shop_order" ("phone_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "shop_order_client_address_index";`);
    this.addSql(`drop index "shop_order_phone_key_index";`);
    this.addSql(
      `alter table "shop_order" drop column "cancel_reason", drop column "cancelled_at", drop column "restocked_items", drop column "client_address", drop column "phone_key";`,
    );
  }
}
