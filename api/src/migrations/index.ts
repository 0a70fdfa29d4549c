import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122034804_initial } from './Migration20261122034804_initial.ts';

/** Every committed migration, in order. Listed explicitly so that no file discovery is needed at run time. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122034804_initial', class: Migration20261122034804_initial },
];
