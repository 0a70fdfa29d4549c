// Mutation testing of core's money and cart rules (`npm run mutate`; a benchmark-style run, not CI).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/money/kobo.ts', 'src/money/format.ts', 'src/cart/rules.ts', 'src/cart/delivery.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: '.stryker-tmp',
  // TypeScript 7 has no JS API for Stryker's tsconfig rewriting: the sandbox leaves tsconfig.json out, and
  // tools in it find this workspace's own one above it.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  ignorePatterns: ['tsconfig.json'],
  cleanTempDir: 'always',
};
