import { Migration } from '@mikro-orm/migrations';

/**
 * Orders keep how they were priced (state, city/LGA, landmark, the delivery option and its fee, the code and
 * the discount, subtotal and total in kobo); a cart keeps the discount code the shopper brought in a link.
 */
export class Migration20261127104147_order_pricing extends Migration {
  override name = 'Migration20261127104147_order_pricing';

  override up(): void | Promise<void> {
    this.addSql(`alter table "cart" add "code" varchar(40) null;`);
    this.addSql(
      `alter table "shop_order" add "state" varchar(2) null, add "city" varchar(100) null, add "landmark" varchar(200) null, add "delivery_option_id" varchar(120) null, add "delivery_label" varchar(200) null, add "delivery_kind" varchar(20) null, add "delivery_fee_kobo" bigint null, add "discount_code" varchar(40) null, add "discount_kobo" bigint null, add "subtotal_kobo" bigint null, add "total_kobo" bigint null;`,
    );
    this.addSql(`create index "shop_order_state_index" on "shop_order" ("state");`);
    this.addSql(`create index "shop_order_discount_code_index" on "shop_order" ("discount_code");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "shop_order_state_index";`);
    this.addSql(`drop index "shop_order_discount_code_index";`);
    this.addSql(
      `alter table "shop_order" drop column "state", drop column "city", drop column "landmark", drop column "delivery_option_id", drop column "delivery_label", drop column "delivery_kind", drop column "delivery_fee_kobo", drop column "discount_code", drop column "discount_kobo", drop column "subtotal_kobo", drop column "total_kobo";`,
    );
    this.addSql(`alter table "cart" drop column "code";`);
  }
}
