/**
 * `npm run check:structure`: no import circles anywhere in the repository's source. A circle makes the order
 * in which modules initialise matter (a value read before it is defined) and makes a file impossible to
 * understand or move on its own. Type-only imports count too: they tie the files together just the same.
 * Parsed with swc, since TypeScript 7 has no JavaScript compiler API for dependency-cruiser to use.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules that import each other, directly or through others: move what both need to a third.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    // What .gitignore leaves out: installed packages, builds, data, reports.
    exclude: {
      path: '(^|/)(node_modules|dist|dist-widget|\\.data|coverage|reports|test-results|playwright-report|\\.stryker-tmp[^/]*|\\.vite[^/]*)/',
    },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
