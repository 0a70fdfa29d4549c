// `npm run check:structure` runs dependency-cruiser (import circles) and jscpd (copied blocks) over the tree
// with .dependency-cruiser.cjs and .jscpd.json. This test runs both, with those files, on small trees in a
// temporary folder, to prove they refuse a circle and a copy and pass the same files without them.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

let sandbox: string | undefined;
afterEach(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
  sandbox = undefined;
});

/** A folder holding these files (path → text). */
function tree(files: Record<string, string>): string {
  sandbox = mkdtempSync(path.join(tmpdir(), 'ata-structure-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
    writeFileSync(path.join(sandbox, file), text);
  }
  return sandbox;
}

function run(command: string, args: string[], cwd: string): Promise<{ failed: boolean; output: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd }, (error, stdout, stderr) =>
      resolve({ failed: error !== null, output: stdout + stderr }),
    );
  });
}

const cruise = (cwd: string) =>
  run(bin('depcruise'), ['--config', path.join(repoRoot, '.dependency-cruiser.cjs'), 'src'], cwd);
const copies = (cwd: string) =>
  run(bin('jscpd'), ['--config', path.join(repoRoot, '.jscpd.json'), 'src'], cwd);

describe('import circles (dependency-cruiser)', () => {
  const files = {
    'src/price.ts':
      "import { currency } from './currency.ts';\nexport const price = (n: number) => currency + String(n);\n",
    'src/labels.ts': "import type { Label } from './price-label.ts';\nexport const label: Label = 'Price';\n",
    'src/price-label.ts': "export type Label = 'Price' | 'Total';\n",
  };

  it('passes modules that import one way', async () => {
    const result = await cruise(tree({ ...files, 'src/currency.ts': "export const currency = '₦';\n" }));
    expect(result.output).toContain('no dependency violations found');
    expect(result.failed).toBe(false);
  });

  it('fails on a circle, type-only imports included', async () => {
    const result = await cruise(
      tree({
        ...files,
        'src/currency.ts':
          "import type { price } from './price.ts';\nexport const currency: ReturnType<typeof price> = '₦';\n",
      }),
    );
    expect(result.output).toContain('no-circular: src/currency.ts');
    expect(result.failed).toBe(true);
  });
});

describe('copied blocks (jscpd)', () => {
  // Twelve lines, about 90 tokens: above the threshold in .jscpd.json (10 lines, 70 tokens).
  const block = (name: string) => `export function ${name}(lines: { price: number; quantity: number }[]) {
  let subtotal = 0;
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    subtotal += line.price * line.quantity;
  }
  const delivery = subtotal >= 50000 ? 0 : 2500;
  const total = subtotal + delivery;
  if (total > 10000000) throw new Error('Too large an order');
  const summary = { subtotal, delivery, total };
  return summary;
}
`;

  it('passes a tree without copies', async () => {
    const result = await copies(tree({ 'src/cart.ts': block('cartTotals') }));
    expect(result.output).toContain('Found 0 clones');
    expect(result.failed).toBe(false);
  });

  it('fails on a block copied into another file, and ignores copies in tests', async () => {
    const result = await copies(
      tree({
        'src/cart.ts': block('cartTotals'),
        'src/order.ts': block('orderTotals'),
        'src/cart.test.ts': block('expectedTotals'),
      }),
    );
    expect(result.output).toContain('Found 1 clones');
    expect(result.output).toMatch(/src\/cart\.ts[\s\S]*src\/order\.ts|src\/order\.ts[\s\S]*src\/cart\.ts/);
    expect(result.failed).toBe(true);
  });
});
