import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue lists stay cheap at 100,000 products:
 * - each sort index carries the list filters' columns (category, price, stock, featured), so a page of a
 *   filtered list, deep or not, is read from the index alone;
 * - `catalog_facet` keeps product counts per (category, in stock, featured, price), kept by triggers, so
 *   the facets and the total of a list without search add up a few thousand rows instead of counting
 *   every product. Searches count their matches directly.
 */
export class Migration20261123123000_catalog_facets extends Migration {
  override name = 'Migration20261123123000_catalog_facets';

  override up(): void {
    const filters = '"category_id", "price", "stock", "is_featured"';
    this.addSql(`drop index if exists "product_name_sort_index";`);
    this.addSql(`drop index if exists "product_price_sort_index";`);
    this.addSql(`drop index if exists "product_created_at_sort_index";`);
    this.addSql(`drop index if exists "product_facets_index";`);
    this.addSql(
      `create index "product_name_sort_index" on "product" ("name" collate "en-x-icu", "id") include (${filters});`,
    );
    this.addSql(
      `create index "product_price_sort_index" on "product" ("price", "id") include ("category_id", "stock", "is_featured");`,
    );
    this.addSql(
      `create index "product_created_at_sort_index" on "product" ("created_at", "id") include (${filters});`,
    );
    this.addSql(
      `create index "product_category_sort_index" on "product" ("category_id", "price", "id") include ("stock", "is_featured");`,
    );

    // `stock` is 1 for in stock and 0 for sold out: the same filter text works on both tables.
    this.addSql(`
create table "catalog_facet" (
  "category_id" uuid null, "stock" smallint not null, "is_featured" boolean not null,
  "price" numeric(12,2) not null, "products" int not null,
  constraint "catalog_facet_key" unique nulls not distinct ("category_id", "stock", "is_featured", "price"));`);
    this.addSql(`
create function catalog_facet_rebuild() returns void language sql as $$
  delete from catalog_facet;
  insert into catalog_facet
  select category_id, (stock > 0)::int, is_featured, price, count(*) from product group by 1, 2, 3, 4;
$$;`);
    this.addSql(`
create function catalog_facet_count() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    update catalog_facet f set products = f.products - 1
     where f.category_id is not distinct from old.category_id and f.stock = (old.stock > 0)::int
       and f.is_featured = old.is_featured and f.price = old.price;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into catalog_facet values (new.category_id, (new.stock > 0)::int, new.is_featured, new.price, 1)
    on conflict on constraint catalog_facet_key do update set products = catalog_facet.products + 1;
  end if;
  return null;
end
$$;`);
    this.addSql(`
create trigger catalog_facet_count after insert or delete on "product"
for each row execute function catalog_facet_count();`);
    this.addSql(`
create trigger catalog_facet_recount after update of category_id, stock, is_featured, price on "product"
for each row when (old.category_id is distinct from new.category_id or (old.stock > 0) <> (new.stock > 0)
                   or old.is_featured <> new.is_featured or old.price <> new.price)
execute function catalog_facet_count();`);
    this.addSql(`select catalog_facet_rebuild();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists catalog_facet_recount on "product";`);
    this.addSql(`drop trigger if exists catalog_facet_count on "product";`);
    this.addSql(`drop function if exists catalog_facet_count();`);
    this.addSql(`drop function if exists catalog_facet_rebuild();`);
    this.addSql(`drop table if exists "catalog_facet";`);
    this.addSql(`drop index if exists "product_category_sort_index";`);
    // The sort and facet indexes as the search migration made them.
    this.addSql(`drop index if exists "product_name_sort_index";`);
    this.addSql(`drop index if exists "product_price_sort_index";`);
    this.addSql(`drop index if exists "product_created_at_sort_index";`);
    this.addSql(`create index "product_name_sort_index" on "product" ("name" collate "en-x-icu", "id");`);
    this.addSql(`create index "product_price_sort_index" on "product" ("price", "id");`);
    this.addSql(`create index "product_created_at_sort_index" on "product" ("created_at", "id");`);
    this.addSql(
      `create index "product_facets_index" on "product" ("category_id", "price") include ("stock", "is_featured");`,
    );
  }
}
