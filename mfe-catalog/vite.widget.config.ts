// The partner widget: a separate, non-federated library build (one IIFE file) of the shop's product card,
// with React swapped for preact/compat so that partner pages download a few KB and need no React of their own.
// Output: dist-widget/ata-product-grid.js and the demo page dist-widget/demo.{html,css,js} (served at /widget/ by api/src/serving/).
import { readFile, writeFile } from 'node:fs/promises';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * Components import their CSS for the shop's build (`import './x.css'`); in the widget that CSS is imported
 * `?inline` into the Shadow DOM instead, so plain CSS imports become empty modules here.
 */
function shadowDomCssOnly(): Plugin {
  const empty = '\0widget-empty-css';
  return {
    name: 'ata-widget:shadow-dom-css-only',
    enforce: 'pre',
    resolveId(source) {
      return /\.css$/.test(source) ? empty : null;
    },
    load(id) {
      return id === empty ? 'export {}' : null;
    },
    // `rem` follows the host page's root font size (many sites set `html { font-size: 62.5% }`), which the
    // Shadow DOM does not isolate: pin it to 16 px so the cards look the same on every page.
    transform(code, id) {
      if (!/\.css\?inline$/.test(id)) return null;
      return { code: code.replace(/(\d*\.?\d+)rem\b/g, 'calc($1 * 16px)'), map: null };
    },
  };
}

/** Ships the partner demo page (/widget/demo.html) next to the script. */
function demoPage(): Plugin {
  return {
    name: 'ata-widget:demo-page',
    async generateBundle() {
      for (const fileName of ['demo.html', 'demo.css', 'demo.js']) {
        this.emitFile({
          type: 'asset',
          fileName,
          source: await readFile(`${root}/widget/${fileName}`, 'utf8'),
        });
      }
    },
    // Keeps the build output out of git and Biome (the root .gitignore only knows `dist/`).
    async writeBundle(options) {
      await writeFile(`${options.dir}/.gitignore`, '*\n');
    },
  };
}

export default defineConfig({
  root,
  cacheDir: 'node_modules/.vite-widget',
  publicDir: false,
  plugins: [shadowDomCssOnly(), demoPage()],
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
    ],
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  esbuild: { legalComments: 'none' },
  build: {
    // Terser's second pass shaves ~0.7 KB gz off what esbuild leaves: this file is the partner's whole cost.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 3 } },
    outDir: 'dist-widget',
    emptyOutDir: true,
    target: 'es2022',
    copyPublicDir: false,
    reportCompressedSize: true,
    lib: {
      entry: 'widget/main.ts',
      formats: ['iife'],
      name: 'AtaProductGrid',
      fileName: () => 'ata-product-grid.js',
    },
  },
});
