import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildManifest, buildServerManifest } from '../manifest.ts';
import { chunkUrls, moduleKeys, type ViteManifest } from './vite-manifest.ts';

// The shape of a federated remote's build (as Vite writes it) and of the shell's.
const remote: ViteManifest = {
  'virtual:__remoteEntryHelper__remoteEntry.js': {
    file: 'assets/remoteEntry.js',
    name: 'remoteEntry',
    isEntry: true,
  },
  'src/lifecycles.tsx': {
    file: 'assets/__federation_expose_Lifecycles-1.js',
    name: '__federation_expose_Lifecycles',
    isEntry: true,
    imports: ['_jsx-runtime-2.js', '_card-3.js'],
  },
  'src/cart/store.ts': {
    file: 'assets/__federation_expose_Cart-9.js',
    name: '__federation_expose_Cart',
    isEntry: true,
  },
  'src/drawer/parcel.tsx': {
    file: 'assets/__federation_expose_Drawer-8.js',
    name: '__federation_expose_Drawer',
    isEntry: true,
  },
  '_jsx-runtime-2.js': { file: 'assets/jsx-runtime-2.js' },
  '_card-3.js': { file: 'assets/card-3.js', imports: ['_jsx-runtime-2.js'] },
  'src/shop/ShopPage.tsx': { file: 'assets/ShopPage-4.js', imports: ['_card-3.js', '_rules-5.js'] },
  '_rules-5.js': { file: 'assets/rules-5.js' },
  '../ui/src/markdown/Markdown.tsx': { file: 'assets/Markdown-6.js', src: '../ui/src/markdown/Markdown.tsx' },
  'style.css': { file: 'assets/style-7.css' },
};
const shell: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_routes-2.js'] },
  '_routes-2.js': { file: 'assets/routes-2.js' },
  'react-dom/client.js': {
    file: 'assets/__federation_shared_react-dom/client-3.js',
    name: '__federation_shared_react-dom/client',
    isEntry: true,
    imports: ['_react-4.js'],
  },
  '_react-4.js': { file: 'assets/react-4.js' },
  'src/pages/About.tsx': { file: 'assets/About-5.js', imports: ['_routes-2.js'] },
};

describe('chunkUrls', () => {
  it('gives each chunk with everything it imports statically, once, and no stylesheet', () => {
    expect(
      chunkUrls(remote, ['src/shop/ShopPage.tsx', 'src/lifecycles.tsx', 'style.css'], '/mfe/x/'),
    ).toEqual([
      '/mfe/x/assets/ShopPage-4.js',
      '/mfe/x/assets/card-3.js',
      '/mfe/x/assets/jsx-runtime-2.js',
      '/mfe/x/assets/rules-5.js',
      '/mfe/x/assets/__federation_expose_Lifecycles-1.js',
    ]);
  });

  it('finds a module by its path from the build root or by its end (a module of another workspace)', () => {
    expect(
      moduleKeys(remote, ['src/shop/ShopPage.tsx', 'ui/src/markdown/Markdown.tsx', 'src/missing.tsx']),
    ).toEqual(['src/shop/ShopPage.tsx', '../ui/src/markdown/Markdown.tsx']);
  });
});

describe('buildServerManifest', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ata-manifest-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (workspace: string, manifest: ViteManifest) => {
    mkdirSync(path.join(root, workspace, 'dist/.vite'), { recursive: true });
    writeFileSync(path.join(root, workspace, 'dist/.vite/manifest.json'), JSON.stringify(manifest));
  };
  write('shell', shell);
  for (const workspace of ['mfe-catalog', 'mfe-cart-checkout', 'mfe-blog']) write(workspace, remote);
  const applications = buildServerManifest(root, buildManifest({}), () => ['style-7.css']);

  it('preloads on every page the shell’s chunks but its entry and the shared React, nothing of the cart remote (its store loads after hydration, the drawer when first opened)', () => {
    expect(applications.shell_header?.scripts).toEqual([
      '/assets/routes-2.js',
      '/assets/__federation_shared_react-dom/client-3.js',
      '/assets/react-4.js',
    ]);
    // Nor the cart remote's stylesheet: the drawer links it when it first opens.
    expect(applications.shell_header?.css).toEqual([]);
    expect(JSON.stringify(applications.shell_header)).not.toContain('/mfe/cart-checkout/');
    // What the entry imports statically: preloaded first, after the first paint.
    expect(applications.shell_header?.entryImports).toEqual(['/assets/routes-2.js']);
  });

  it('preloads a remote’s entry and lifecycles with their imports, and the chunks of the screen rendered', () => {
    const catalog = applications.mfe_catalog;
    expect(catalog?.scripts).toEqual([
      '/mfe/catalog/assets/remoteEntry.js',
      '/mfe/catalog/assets/__federation_expose_Lifecycles-1.js',
      '/mfe/catalog/assets/jsx-runtime-2.js',
      '/mfe/catalog/assets/card-3.js',
    ]);
    expect(catalog?.screenScripts(['src/shop/ShopPage.tsx'])).toEqual([
      '/mfe/catalog/assets/ShopPage-4.js',
      '/mfe/catalog/assets/card-3.js',
      '/mfe/catalog/assets/jsx-runtime-2.js',
      '/mfe/catalog/assets/rules-5.js',
    ]);
    expect(applications.shell_pages?.screenScripts(['src/pages/About.tsx'])).toEqual([
      '/assets/About-5.js',
      '/assets/routes-2.js',
    ]);
  });

  it('takes a remote’s server entry from its build, or from MFE_<NAME>_SERVER_ENTRY when it is deployed on its own', () => {
    expect(applications.mfe_blog?.serverEntry).toBe(path.join(root, 'mfe-blog/dist/server/server.js'));
    const moved = buildServerManifest(root, buildManifest({}), () => [], {
      MFE_BLOG_SERVER_ENTRY: '/srv/blog/server/server.js',
    });
    expect(moved.mfe_blog?.serverEntry).toBe('/srv/blog/server/server.js');
    expect(moved.mfe_catalog?.serverEntry).toBe(path.join(root, 'mfe-catalog/dist/server/server.js'));
  });
});
