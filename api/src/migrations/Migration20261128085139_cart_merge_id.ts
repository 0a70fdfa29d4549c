import { Migration } from '@mikro-orm/migrations';

/** The merge id of the last old browser cart added to a cart: the same merge sent again adds nothing. */
export class Migration20261128085139_cart_merge_id extends Migration {
  override name = 'Migration20261128085139_cart_merge_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table "cart" add "merge_id" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "cart" drop column "merge_id";`);
  }
}
