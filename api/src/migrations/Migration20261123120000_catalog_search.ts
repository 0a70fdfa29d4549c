import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue search kept by the database (GET /api/catalog):
 * - `product.search_vector`: weighted tsvector (name A, category name B, description C) in the `simple`
 *   configuration, so local words (egusi, ogbono, iru, uziza, ofada) are kept as written rather than
 *   stemmed as English. A generated column cannot read the category's name, so triggers keep it: on the
 *   product's own writes, and on every product of a category whose name changes. The ORM never reads or
 *   writes the column (it is not in the entity).
 * - pg_trgm on the lower-cased name for prefixes and typos (`egussi` → Egusi).
 * - btree indexes for each storefront sort, so a page is an index range rather than a sort of everything,
 *   and one that covers the facet counts.
 */
export class Migration20261123120000_catalog_search extends Migration {
  override name = 'Migration20261123120000_catalog_search';

  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "product" add column "search_vector" tsvector not null default ''::tsvector;`);
    this.addSql(`
create function product_search_vector(name text, category_name text, description text) returns tsvector
language sql immutable parallel safe as $$
  select setweight(to_tsvector('simple', coalesce(name, '')), 'A')
      || setweight(to_tsvector('simple', coalesce(category_name, '')), 'B')
      || setweight(to_tsvector('simple', coalesce(description, '')), 'C')
$$;`);
    this.addSql(`
create function product_search_vector_refresh() returns trigger language plpgsql as $$
begin
  new.search_vector := product_search_vector(
    new.name, (select c.name from category c where c.id = new.category_id), new.description);
  return new;
end
$$;`);
    this.addSql(`
create trigger product_search_vector_refresh before insert or update of name, description, category_id
on "product" for each row execute function product_search_vector_refresh();`);
    this.addSql(`
create function category_search_vector_refresh() returns trigger language plpgsql as $$
begin
  update product set search_vector = product_search_vector(name, new.name, description)
  where category_id = new.id;
  return null;
end
$$;`);
    this.addSql(`
create trigger category_search_vector_refresh after update of name on "category"
for each row when (old.name is distinct from new.name) execute function category_search_vector_refresh();`);
    this.addSql(`
update "product" p set search_vector = product_search_vector(
  p.name, (select c.name from category c where c.id = p.category_id), p.description);`);
    this.addSql(`create index "product_search_vector_index" on "product" using gin ("search_vector");`);
    this.addSql(
      `create index "product_name_trgm_index" on "product" using gin (lower("name") gin_trgm_ops);`,
    );
    this.addSql(`create index "product_name_sort_index" on "product" ("name" collate "en-x-icu", "id");`);
    this.addSql(`create index "product_price_sort_index" on "product" ("price", "id");`);
    this.addSql(`create index "product_created_at_sort_index" on "product" ("created_at", "id");`);
    // Covers the facet pass of a list without search (index-only scan: no table rows are read).
    this.addSql(
      `create index "product_facets_index" on "product" ("category_id", "price") include ("stock", "is_featured");`,
    );
  }

  override down(): void {
    for (const index of [
      'search_vector',
      'name_trgm',
      'name_sort',
      'price_sort',
      'created_at_sort',
      'facets',
    ])
      this.addSql(`drop index if exists "product_${index}_index";`);
    this.addSql(`drop trigger if exists category_search_vector_refresh on "category";`);
    this.addSql(`drop trigger if exists product_search_vector_refresh on "product";`);
    this.addSql(`drop function if exists category_search_vector_refresh();`);
    this.addSql(`drop function if exists product_search_vector_refresh();`);
    this.addSql(`drop function if exists product_search_vector(text, text, text);`);
    this.addSql(`alter table "product" drop column if exists "search_vector";`);
  }
}
