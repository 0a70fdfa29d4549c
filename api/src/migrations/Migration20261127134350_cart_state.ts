import { Migration } from '@mikro-orm/migrations';

/** The state a cart delivers to, chosen on the cart page: the cart shows that state's delivery fee. */
export class Migration20261127134350_cart_state extends Migration {
  override name = 'Migration20261127134350_cart_state';

  override up(): void | Promise<void> {
    this.addSql(`alter table "cart" add "state" varchar(2) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "cart" drop column "state";`);
  }
}
