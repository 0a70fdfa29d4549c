import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './support/test-app.ts';

// docs/architecture.md lists the database's tables: this compares the list with a migrated database.
describe('the tables docs/architecture.md lists', () => {
  it('are the tables the migrations make, every one of them', async () => {
    const app = await startTestApp();
    try {
      const rows = await app.orm.em
        .getConnection()
        .execute<{ table_name: string }[]>(
          `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
        );
      const doc = readFileSync(new URL('../../docs/architecture.md', import.meta.url), 'utf8');
      const section = doc.slice(
        doc.indexOf('## The database'),
        doc.indexOf('\n## ', doc.indexOf('## The database') + 1),
      );
      const documented = [...section.matchAll(/^\| `([a-z_]+)` \|/gm)].map(([, name]) => name).sort();
      expect(documented).toEqual(rows.map((row) => row.table_name).sort());
    } finally {
      await app.close();
    }
  });
});
