// The partner embeds: separate, non-federated library builds (one IIFE file each) of small Preact apps, with
// React swapped for plain Preact (widget/shared/preact-*.ts) so that partner pages download a few KB and need
// no React of their own. One embed per build (an IIFE has one entry), chosen by `--mode`:
//   vite build -c vite.widget.config.ts                       → dist-widget/ata-product-grid.js + the demo pages
//   vite build -c vite.widget.config.ts --mode recipe-cart    → dist-widget/ata-recipe-cart.js
//   vite build -c vite.widget.config.ts --mode buy-button     → dist-widget/ata-buy-button.js
// Served at /widget/ by api/src/serving/.

import { readFile, writeFile } from 'node:fs/promises';
import { precompressed } from '@ata/ui/vite/precompress';
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
      for (const fileName of ['demo.html', 'demo.css', 'demo.js', 'recipe-demo.html']) {
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

/** The embeds, by build mode. Their entries export nothing, so the IIFE defines no global. */
const EMBEDS: Record<string, { entry: string; file: string }> = {
  production: { entry: 'widget/main.ts', file: 'ata-product-grid.js' },
  'recipe-cart': { entry: 'widget/recipe-cart/main.ts', file: 'ata-recipe-cart.js' },
  'buy-button': { entry: 'widget/buy-button/main.ts', file: 'ata-buy-button.js' },
};

export default defineConfig(({ mode }) => {
  const embed = EMBEDS[mode];
  if (!embed) throw new Error(`Unknown embed "${mode}": one of ${Object.keys(EMBEDS).join(', ')}`);
  const withDemo = mode === 'production';
  return {
    root,
    cacheDir: 'node_modules/.vite-widget',
    publicDir: false,
    plugins: withDemo
      ? [shadowDomCssOnly(), demoPage(), precompressed()]
      : [shadowDomCssOnly(), precompressed()],
    resolve: {
      alias: [
        { find: /^react$/, replacement: `${root}/widget/shared/preact-react.ts` },
        { find: /^react-dom\/client$/, replacement: `${root}/widget/shared/preact-root.ts` },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      ],
    },
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuild: { legalComments: 'none' },
    build: {
      // Terser's second pass shaves ~0.7 KB gz off what esbuild leaves: this file is the partner's whole cost.
      minify: 'terser',
      terserOptions: { ecma: 2020, compress: { passes: 3 } },
      outDir: 'dist-widget',
      // Three builds (and three watchers in `npm run dev`) share the folder: none may empty it.
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      reportCompressedSize: true,
      lib: {
        entry: embed.entry,
        formats: ['iife'],
        name: 'AtaEmbed',
        fileName: () => embed.file,
      },
    },
  };
});
