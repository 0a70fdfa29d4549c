import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120604_payments extends Migration {
  override name = 'Migration20261123120604_payments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "payment_event" ("id" uuid not null, "reference" varchar(100) not null, "order_id" uuid null, "source" varchar(20) not null, "event" varchar(100) not null, "amount_kobo" bigint null, "currency" varchar(3) null, "payload" jsonb not null, "received_at" timestamptz not null, "outcome" varchar(20) not null, "note" text null, primary key ("id"));`,
    );
    this.addSql(`create index "payment_event_reference_index" on "payment_event" ("reference");`);
    this.addSql(`create index "payment_event_order_id_index" on "payment_event" ("order_id");`);
    this.addSql(`create index "payment_event_received_at_index" on "payment_event" ("received_at");`);

    this.addSql(
      `alter table "shop_order" add "payment_status" varchar(20) not null default 'unpaid', add "payment_reference" varchar(100) null, add "payment_attempts" int not null default 0, add "amount_due_kobo" bigint null, add "paid_amount_kobo" bigint null, add "paid_at" timestamptz null, add "reserved_until" timestamptz null, add "stock_released_at" timestamptz null, add "payment_flag" text null;`,
    );
    this.addSql(`create index "shop_order_payment_status_index" on "shop_order" ("payment_status");`);
    this.addSql(`create index "shop_order_reserved_until_index" on "shop_order" ("reserved_until");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_event" cascade;`);

    this.addSql(`drop index "shop_order_payment_status_index";`);
    this.addSql(`drop index "shop_order_reserved_until_index";`);
    this.addSql(
      `alter table "shop_order" drop column "payment_status", drop column "payment_reference", drop column "payment_attempts", drop column "amount_due_kobo", drop column "paid_amount_kobo", drop column "paid_at", drop column "reserved_until", drop column "stock_released_at", drop column "payment_flag";`,
    );
  }
}
