import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A server entry whose page names its origin the way real pages' canonical, og:url and JSON-LD do. */
export const CANONICAL_ENTRY = `export async function render({ url, origin }) {
  const path = new URL(url, origin).pathname;
  return { html: '<h1>Page</h1>', head: '<link rel="canonical" href="' + origin + path + '">', status: 200 };
}`;

/**
 * The smallest built storefront `createFrontend` serves (the shell's layout template with one application,
 * its server entry, the admin console's page) in a temporary folder, without running a build.
 */
export function storefrontBuild(serverEntry = CANONICAL_ENTRY): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'ata-storefront-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><head><fragment name="head"></fragment></head><body>' +
      '<template id="single-spa-layout"><single-spa-router><main><route default>' +
      '<application name="shell_pages"></application></route></main></single-spa-router></template></body></html>',
  );
  write('shell/dist/server/server.js', serverEntry);
  write('admin-console/dist/index.html', '<!doctype html><title>Admin</title><div id="root"></div>');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
