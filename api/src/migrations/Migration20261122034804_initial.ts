import { Migration } from '@mikro-orm/migrations';

export class Migration20261122034804_initial extends Migration {
  override name = 'Migration20261122034804_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "category" ("id" uuid not null, "name" varchar(200) not null, "slug" varchar(200) not null, "image_url" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "category" add constraint "category_slug_unique" unique ("slug");`);

    this.addSql(
      `create table "shop_order" ("id" uuid not null, "customer_name" varchar(200) not null, "customer_email" varchar(320) not null, "customer_phone" varchar(50) not null, "shipping_address" text not null, "items" jsonb not null, "total_amount" numeric(14,2) not null, "status" varchar(20) not null default 'pending', "payment_method" varchar(20) null, "idempotency_key" varchar(200) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shop_order_status_index" on "shop_order" ("status");`);
    this.addSql(
      `alter table "shop_order" add constraint "shop_order_idempotency_key_unique" unique ("idempotency_key");`,
    );
    this.addSql(`create index "shop_order_created_at_index" on "shop_order" ("created_at");`);

    this.addSql(
      `create table "product" ("id" uuid not null, "name" varchar(200) not null, "slug" varchar(200) not null, "description" text not null, "price" numeric(12,2) not null, "image_url" text null, "stock" int not null default 0, "category_id" uuid null, "is_featured" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "product" add constraint "product_slug_unique" unique ("slug");`);
    this.addSql(`create index "product_category_id_index" on "product" ("category_id");`);

    this.addSql(
      `create table "setting" ("id" uuid not null, "key" varchar(100) not null, "value" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "setting" add constraint "setting_key_unique" unique ("key");`);

    this.addSql(
      `create table "app_user" ("id" uuid not null, "username" varchar(100) not null, "password" varchar(300) not null, "email" varchar(320) not null, "is_admin" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "app_user" add constraint "app_user_username_unique" unique ("username");`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(
      `create table "session" ("id" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(
      `create table "blog_post" ("id" uuid not null, "slug" varchar(200) not null, "title" varchar(300) not null, "excerpt" text not null, "content" text not null, "image_url" text null, "category_id" varchar(200) null, "author_id" uuid null, "published" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "blog_post" add constraint "blog_post_slug_unique" unique ("slug");`);
    this.addSql(`create index "blog_post_category_id_index" on "blog_post" ("category_id");`);
    this.addSql(`create index "blog_post_created_at_index" on "blog_post" ("created_at");`);

    this.addSql(
      `alter table "product" add constraint "product_category_id_foreign" foreign key ("category_id") references "category" ("id") on delete set null;`,
    );
    this.addSql(`alter table "product" add constraint "product_stock_check" check (stock >= 0);`);

    this.addSql(
      `alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "blog_post" add constraint "blog_post_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product" drop constraint "product_category_id_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);
    this.addSql(`alter table "blog_post" drop constraint "blog_post_author_id_foreign";`);

    this.addSql(`drop table if exists "category" cascade;`);
    this.addSql(`drop table if exists "shop_order" cascade;`);
    this.addSql(`drop table if exists "product" cascade;`);
    this.addSql(`drop table if exists "setting" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "blog_post" cascade;`);
  }
}
