import { Migration } from '@mikro-orm/migrations';

/** Recipes (the owner's shopping lists), the recipe a blog post shows, and the partner that brought a cart. */
export class Migration20261127134014_recipes_partner_carts extends Migration {
  override name = 'Migration20261127134014_recipes_partner_carts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "recipe" ("id" uuid not null, "slug" varchar(200) not null, "title" varchar(200) not null, "servings" int not null, "ingredients" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "recipe" add constraint "recipe_slug_unique" unique ("slug");`);
    this.addSql(`alter table "cart" add "partner_id" uuid null, add "partner_at" timestamptz null;`);
    this.addSql(
      `alter table "cart" add constraint "cart_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on delete set null;`,
    );
    this.addSql(`alter table "blog_post" add "recipe_id" uuid null;`);
    this.addSql(
      `alter table "blog_post" add constraint "blog_post_recipe_id_foreign" foreign key ("recipe_id") references "recipe" ("id") on delete set null;`,
    );
    this.addSql(`create index "blog_post_recipe_id_index" on "blog_post" ("recipe_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "blog_post" drop column "recipe_id";`);
    this.addSql(`alter table "cart" drop column "partner_id", drop column "partner_at";`);
    this.addSql(`drop table if exists "recipe" cascade;`);
  }
}
