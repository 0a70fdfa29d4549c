import { Migration } from '@mikro-orm/migrations';

/**
 * Pack sizes. Every product is sold in one or more sizes (`product_variant`: label, SKU, price and
 * compare-at price in kobo, stock, weight); each existing product gets one size, "Standard", with its price
 * and stock. The product row keeps its `price` (now the lowest size price, in naira) and `stock` (the sum of
 * the sizes'), both kept by a trigger, so the catalogue's filters, sorts, facets and search indexes read
 * `product` as before. Stock moves by difference (an order's conditional UPDATE on the size's row adds its
 * change to the product's row, which serialises concurrent orders as before); a price change recomputes the
 * lowest price. A cart line becomes one size of one product.
 */
export class Migration20261127110000_product_variants extends Migration {
  override name = 'Migration20261127110000_product_variants';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "product_variant" ("id" uuid not null, "product_id" uuid not null, "label" varchar(60) not null, "sku" varchar(200) not null, "price_kobo" bigint not null, "compare_at_kobo" bigint null, "stock" int not null default 0, "weight_grams" int null, "position" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "product_variant_product_id_index" on "product_variant" ("product_id");`);
    this.addSql(`alter table "product_variant" add constraint "product_variant_sku_unique" unique ("sku");`);
    this.addSql(
      `alter table "product_variant" add constraint "product_variant_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "product_variant" add constraint "product_variant_price_kobo_check" check (price_kobo >= 0);`,
    );
    this.addSql(
      `alter table "product_variant" add constraint "product_variant_stock_check" check (stock >= 0);`,
    );

    // One size per existing product, before the trigger exists (the product already holds these figures).
    this.addSql(`
insert into "product_variant" ("id", "product_id", "label", "sku", "price_kobo", "stock", "position")
select gen_random_uuid(), p."id", 'Standard', p."slug", round(p."price" * 100)::bigint, p."stock", 0 from "product" p;`);

    this.addSql(`
create function product_variant_rollup() returns trigger language plpgsql as $$
declare
  owner_id uuid := case when tg_op = 'DELETE' then old.product_id else new.product_id end;
  moved_by int := case tg_op when 'INSERT' then new.stock when 'DELETE' then -old.stock
                          else new.stock - old.stock end;
begin
  if tg_op = 'UPDATE' and new.product_id <> old.product_id then
    raise exception 'a size cannot move to another product';
  end if;
  if tg_op = 'UPDATE' and new.price_kobo = old.price_kobo then
    if moved_by <> 0 then
      update "product" set "stock" = "stock" + moved_by, "updated_at" = now() where "id" = owner_id;
    end if;
  else
    update "product" set "stock" = "stock" + moved_by, "updated_at" = now(),
           "price" = coalesce((select min(v."price_kobo") from "product_variant" v where v."product_id" = owner_id)
                              / 100.0, "price")
     where "id" = owner_id;
  end if;
  return null;
end
$$;`);
    this.addSql(`
create trigger product_variant_rollup after insert or delete or update of stock, price_kobo, product_id
on "product_variant" for each row execute function product_variant_rollup();`);

    // A cart line is one size: existing lines are the product's only size.
    this.addSql(`alter table "cart_line" add "variant_id" uuid null;`);
    this.addSql(`
update "cart_line" l set "variant_id" = v."id" from "product_variant" v where v."product_id" = l."product_id";`);
    this.addSql(`alter table "cart_line" alter column "variant_id" set not null;`);
    this.addSql(`alter table "cart_line" drop constraint "cart_line_pkey";`);
    this.addSql(
      `alter table "cart_line" add constraint "cart_line_pkey" primary key ("cart_id", "variant_id");`,
    );
    this.addSql(`create index "cart_line_variant_id_index" on "cart_line" ("variant_id");`);
    this.addSql(
      `alter table "cart_line" add constraint "cart_line_variant_id_foreign" foreign key ("variant_id") references "product_variant" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "cart_line" l using "product_variant" v
      where v."id" = l."variant_id" and v."position" > (select min(w."position") from "product_variant" w where w."product_id" = v."product_id");`);
    this.addSql(`alter table "cart_line" drop constraint "cart_line_pkey";`);
    this.addSql(`alter table "cart_line" drop column "variant_id";`);
    this.addSql(
      `alter table "cart_line" add constraint "cart_line_pkey" primary key ("cart_id", "product_id");`,
    );
    this.addSql(`drop trigger if exists product_variant_rollup on "product_variant";`);
    this.addSql(`drop function if exists product_variant_rollup();`);
    this.addSql(`drop table if exists "product_variant" cascade;`);
  }
}
