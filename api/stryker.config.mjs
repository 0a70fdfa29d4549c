// Mutation testing of orders, auth and payments (`npm run mutate`; a benchmark-style run, not CI: it takes
// long and much CPU). The tests run on the embedded PostgreSQL like `npm test`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: [
    'src/orders/**/*.ts',
    'src/auth/**/*.ts',
    // Our stand-in for Paystack (src/dev/fake-paystack/) is not the shop's own code and is not mutated.
    'src/payments/**/*.ts',
    '!src/**/*.test.ts',
  ],
  coverageAnalysis: 'perTest',
  // Code that runs at import or in a suite's setup (route tables, constants) would need every test per mutant.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 30_000,
  dryRunTimeoutMinutes: 30,
  // Results are kept between runs: a later run re-tests only mutants whose code or tests changed, and a run
  // of part of the files (`npm run mutate -- --mutate src/orders/**/*.ts`) adds to the whole.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // TypeScript 7 has no JS API for Stryker's tsconfig rewriting: the sandbox leaves tsconfig.json out, and
  // tools in it find this workspace's own one above it.
  tsconfigFile: 'no-tsconfig-rewrite.json',
  ignorePatterns: ['tsconfig.json', '.data'],
};
