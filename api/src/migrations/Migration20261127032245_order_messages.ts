import { Migration } from '@mikro-orm/migrations';

/**
 * The messages the shop sends and their log, each order's status timeline (existing orders start it with
 * the status they have now), the stand-ins' outbox, and the order's shipping note. The job queue's own
 * tables are graphile-worker's (schema `graphile_worker`, its migrations run by db/orm.ts's migrate()).
 */
export class Migration20261127032245_order_messages extends Migration {
  override name = 'Migration20261127032245_order_messages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "order_message" ("id" uuid not null, "order_id" uuid null, "channel" varchar(20) not null, "recipient" varchar(320) not null, "audience" varchar(20) not null, "template" varchar(60) not null, "params" jsonb null, "status" varchar(20) not null default 'queued', "attempts" int not null default 0, "last_error" text null, "provider_id" varchar(200) null, "subject" varchar(300) null, "body" text not null, "html" text null, "previous_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "order_message_order_id_index" on "order_message" ("order_id");`);
    this.addSql(`create index "order_message_status_index" on "order_message" ("status");`);
    this.addSql(`create index "order_message_provider_id_index" on "order_message" ("provider_id");`);
    this.addSql(`create index "order_message_created_at_index" on "order_message" ("created_at");`);
    this.addSql(
      `create table "order_status_change" ("id" uuid not null, "order_id" uuid not null, "status" varchar(20) not null, "note" text null, "at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "order_status_change_order_id_index" on "order_status_change" ("order_id");`);
    this.addSql(
      `insert into "order_status_change" ("id", "order_id", "status", "note", "at") select gen_random_uuid(), "id", "status", null, "updated_at" from "shop_order";`,
    );
    this.addSql(
      `create table "outbox_message" ("id" uuid not null, "channel" varchar(20) not null, "to_address" varchar(1000) not null, "from_address" varchar(1000) not null, "subject" varchar(1000) null, "text" text null, "html" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "outbox_message_created_at_index" on "outbox_message" ("created_at");`);
    this.addSql(`alter table "shop_order" add "shipping_note" varchar(300) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "order_message" cascade;`);
    this.addSql(`drop table if exists "order_status_change" cascade;`);
    this.addSql(`drop table if exists "outbox_message" cascade;`);
    this.addSql(`alter table "shop_order" drop column "shipping_note";`);
  }
}
