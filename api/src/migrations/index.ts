import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122034804_initial } from './Migration20261122034804_initial.ts';
import { Migration20261123114944_limits_idempotency } from './Migration20261123114944_limits_idempotency.ts';
import { Migration20261123120000_catalog_search } from './Migration20261123120000_catalog_search.ts';
import { Migration20261123120604_payments } from './Migration20261123120604_payments.ts';
import { Migration20261123123000_catalog_facets } from './Migration20261123123000_catalog_facets.ts';
import { Migration20261123173000_search_lexemes } from './Migration20261123173000_search_lexemes.ts';
import { Migration20261123213000_search_lexeme_uses } from './Migration20261123213000_search_lexeme_uses.ts';
import { Migration20261125170805_order_limits_cancel } from './Migration20261125170805_order_limits_cancel.ts';
import { Migration20261127031500_order_tracking } from './Migration20261127031500_order_tracking.ts';
import { Migration20261127032245_order_messages } from './Migration20261127032245_order_messages.ts';
import { Migration20261127071158_cart } from './Migration20261127071158_cart.ts';
import { Migration20261127071313_delivery_zones } from './Migration20261127071313_delivery_zones.ts';
import { Migration20261127072428_discounts } from './Migration20261127072428_discounts.ts';
import { Migration20261127073850_partners } from './Migration20261127073850_partners.ts';
import { Migration20261127104147_order_pricing } from './Migration20261127104147_order_pricing.ts';
import { Migration20261127110000_product_variants } from './Migration20261127110000_product_variants.ts';
import { Migration20261127134014_recipes_partner_carts } from './Migration20261127134014_recipes_partner_carts.ts';
import { Migration20261127134350_cart_state } from './Migration20261127134350_cart_state.ts';
import { Migration20261128085139_cart_merge_id } from './Migration20261128085139_cart_merge_id.ts';

/** Every committed migration, in order. Listed explicitly so that no file discovery is needed at run time. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122034804_initial', class: Migration20261122034804_initial },
  { name: 'Migration20261123114944_limits_idempotency', class: Migration20261123114944_limits_idempotency },
  { name: 'Migration20261123120000_catalog_search', class: Migration20261123120000_catalog_search },
  { name: 'Migration20261123120604_payments', class: Migration20261123120604_payments },
  { name: 'Migration20261123123000_catalog_facets', class: Migration20261123123000_catalog_facets },
  { name: 'Migration20261123173000_search_lexemes', class: Migration20261123173000_search_lexemes },
  { name: 'Migration20261123213000_search_lexeme_uses', class: Migration20261123213000_search_lexeme_uses },
  { name: 'Migration20261125170805_order_limits_cancel', class: Migration20261125170805_order_limits_cancel },
  { name: 'Migration20261127031500_order_tracking', class: Migration20261127031500_order_tracking },
  { name: 'Migration20261127032245_order_messages', class: Migration20261127032245_order_messages },
  { name: 'Migration20261127071158_cart', class: Migration20261127071158_cart },
  { name: 'Migration20261127071313_delivery_zones', class: Migration20261127071313_delivery_zones },
  { name: 'Migration20261127072428_discounts', class: Migration20261127072428_discounts },
  { name: 'Migration20261127073850_partners', class: Migration20261127073850_partners },
  { name: 'Migration20261127104147_order_pricing', class: Migration20261127104147_order_pricing },
  { name: 'Migration20261127110000_product_variants', class: Migration20261127110000_product_variants },
  {
    name: 'Migration20261127134014_recipes_partner_carts',
    class: Migration20261127134014_recipes_partner_carts,
  },
  { name: 'Migration20261127134350_cart_state', class: Migration20261127134350_cart_state },
  { name: 'Migration20261128085139_cart_merge_id', class: Migration20261128085139_cart_merge_id },
];
