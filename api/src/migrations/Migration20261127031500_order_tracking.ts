import { Migration } from '@mikro-orm/migrations';

/** A tracking token per order (existing orders get one too) and the shopper's choice of update channels. */
export class Migration20261127031500_order_tracking extends Migration {
  override name = 'Migration20261127031500_order_tracking';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "shop_order" add "tracking_token" varchar(64) null, add "notify_by_phone" boolean not null default true, add "notify_by_email" boolean not null default true;`,
    );
    // 244 random bits from two v4 UUIDs: as unguessable as the tokens the app makes.
    this.addSql(
      `update "shop_order" set "tracking_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');`,
    );
    this.addSql(`alter table "shop_order" alter column "tracking_token" set not null;`);
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_tracking_token_unique" unique ("tracking_token");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "shop_order" drop column "tracking_token", drop column "notify_by_phone", drop column "notify_by_email";`,
    );
  }
}
