import { Migration } from '@mikro-orm/migrations';

/**
 * `search_lexeme` only grew: the words of deleted and renamed products stayed, and a typo could be
 * "corrected" to a word no product holds any more (so it found nothing). Each word now counts the search
 * vectors (products) and category names that hold it, kept by triggers on every insert, update and delete,
 * and a word is removed when its count reaches zero.
 */
export class Migration20261123213000_search_lexeme_uses extends Migration {
  override name = 'Migration20261123213000_search_lexeme_uses';

  override up(): void {
    this.addSql(`drop trigger if exists product_search_lexeme_add on "product";`);
    this.addSql(`drop trigger if exists category_search_lexeme_add on "category";`);
    this.addSql(`drop function if exists product_search_lexeme_add();`);
    this.addSql(`drop function if exists category_search_lexeme_add();`);
    this.addSql(`drop function if exists search_lexeme_add(tsvector);`);
    this.addSql(`alter table "search_lexeme" add column "uses" int not null default 0;`);
    this.addSql(`
create or replace function search_lexeme_rebuild() returns void language sql as $$
  delete from search_lexeme;
  insert into search_lexeme (lexeme, uses)
  select word, sum(uses) from (
    select word, ndoc as uses from ts_stat('select search_vector from product')
    union all
    select word, ndoc from ts_stat($q$select to_tsvector('simple', name) from category$q$)) w
  group by word;
$$;`);
    this.addSql(`
create function search_lexeme_count(added tsvector, removed tsvector) returns void language sql as $$
  insert into search_lexeme (lexeme, uses)
  select lexeme, sum(change) from (
    select unnest(tsvector_to_array(added)) as lexeme, 1 as change
    union all
    select unnest(tsvector_to_array(removed)), -1) c
  group by lexeme having sum(change) <> 0
  on conflict (lexeme) do update set uses = search_lexeme.uses + excluded.uses;
  delete from search_lexeme where uses <= 0 and lexeme = any(tsvector_to_array(removed));
$$;`);
    this.addSql(`
create function product_search_lexeme_count() returns trigger language plpgsql as $$
begin
  perform search_lexeme_count(
    case when tg_op = 'DELETE' then ''::tsvector else new.search_vector end,
    case when tg_op = 'INSERT' then ''::tsvector else old.search_vector end);
  return null;
end
$$;`);
    this.addSql(`
create trigger product_search_lexeme_count after insert or delete on "product"
for each row execute function product_search_lexeme_count();`);
    this.addSql(`
create trigger product_search_lexeme_recount after update on "product"
for each row when (old.search_vector is distinct from new.search_vector)
execute function product_search_lexeme_count();`);
    this.addSql(`
create function category_search_lexeme_count() returns trigger language plpgsql as $$
begin
  perform search_lexeme_count(
    case when tg_op = 'DELETE' then ''::tsvector else to_tsvector('simple', new.name) end,
    case when tg_op = 'INSERT' then ''::tsvector else to_tsvector('simple', old.name) end);
  return null;
end
$$;`);
    this.addSql(`
create trigger category_search_lexeme_count after insert or delete on "category"
for each row execute function category_search_lexeme_count();`);
    this.addSql(`
create trigger category_search_lexeme_recount after update of name on "category"
for each row when (old.name is distinct from new.name) execute function category_search_lexeme_count();`);
    this.addSql(`select search_lexeme_rebuild();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists category_search_lexeme_recount on "category";`);
    this.addSql(`drop trigger if exists category_search_lexeme_count on "category";`);
    this.addSql(`drop trigger if exists product_search_lexeme_recount on "product";`);
    this.addSql(`drop trigger if exists product_search_lexeme_count on "product";`);
    this.addSql(`drop function if exists category_search_lexeme_count();`);
    this.addSql(`drop function if exists product_search_lexeme_count();`);
    this.addSql(`drop function if exists search_lexeme_count(tsvector, tsvector);`);
    this.addSql(`alter table "search_lexeme" drop column if exists "uses";`);
    this.addSql(`
create or replace function search_lexeme_rebuild() returns void language sql as $$
  delete from search_lexeme;
  insert into search_lexeme select word from ts_stat('select search_vector from product')
  union select word from ts_stat($q$select to_tsvector('simple', name) from category$q$);
$$;`);
    this.addSql(`
create function search_lexeme_add(vector tsvector) returns void language sql as $$
  insert into search_lexeme select unnest(tsvector_to_array(vector)) on conflict do nothing;
$$;`);
    this.addSql(`
create function product_search_lexeme_add() returns trigger language plpgsql as $$
begin
  perform search_lexeme_add(new.search_vector);
  return null;
end
$$;`);
    this.addSql(`
create trigger product_search_lexeme_add after insert or update of name, description on "product"
for each row execute function product_search_lexeme_add();`);
    this.addSql(`
create function category_search_lexeme_add() returns trigger language plpgsql as $$
begin
  perform search_lexeme_add(to_tsvector('simple', new.name));
  return null;
end
$$;`);
    this.addSql(`
create trigger category_search_lexeme_add after insert or update of name on "category"
for each row execute function category_search_lexeme_add();`);
  }
}
