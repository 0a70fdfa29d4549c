import { Migration } from '@mikro-orm/migrations';

/**
 * Searches at 100,000 products spent their time in three places (EXPLAIN ANALYZE):
 * - prefix matching in the GIN index (`pepper:* & soup:*`): each prefix first gathers the postings of every
 *   word it starts into a bitmap, several times the cost of looking up whole words;
 * - typos: the trigram arm computed `word_similarity` twice for each of thousands of names;
 * - ranking: `lower(name)` on every match, twice, for the exact-name and name-prefix ranks.
 * So:
 * - `search_lexeme` lists every word the search vectors hold (a few hundred to a few thousand). A typed word
 *   becomes the whole words it starts (`pepp` → pepper | peppery), or the closest word by trigram similarity
 *   when none does (`egussi` → egusi), and the GIN index looks those up as whole words. Triggers add the
 *   words of written products and categories; words of deleted products stay (they match nothing) until
 *   `search_lexeme_rebuild()`.
 * - a btree on `lower(name)` finds the exact name and the names starting with the text once per search; the
 *   trigram index on names is no longer read.
 */
export class Migration20261123173000_search_lexemes extends Migration {
  override name = 'Migration20261123173000_search_lexemes';

  override up(): void {
    this.addSql(`drop index if exists "product_name_trgm_index";`);
    this.addSql(`create index "product_name_key_index" on "product" (lower("name") text_pattern_ops);`);
    this.addSql(`create table "search_lexeme" ("lexeme" text collate "C" not null primary key);`);
    this.addSql(
      `create index "search_lexeme_trgm_index" on "search_lexeme" using gin ("lexeme" gin_trgm_ops);`,
    );
    this.addSql(`
create function search_lexeme_rebuild() returns void language sql as $$
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
    this.addSql(`select search_lexeme_rebuild();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists category_search_lexeme_add on "category";`);
    this.addSql(`drop trigger if exists product_search_lexeme_add on "product";`);
    this.addSql(`drop function if exists category_search_lexeme_add();`);
    this.addSql(`drop function if exists product_search_lexeme_add();`);
    this.addSql(`drop function if exists search_lexeme_add(tsvector);`);
    this.addSql(`drop function if exists search_lexeme_rebuild();`);
    this.addSql(`drop table if exists "search_lexeme";`);
    this.addSql(`drop index if exists "product_name_key_index";`);
    this.addSql(
      `create index if not exists "product_name_trgm_index" on "product" using gin (lower("name") gin_trgm_ops);`,
    );
  }
}
