import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The tests `npm run mutate` runs against each mutant of orders, auth and payments: the ones that drive that
 * code in this process. Left out: suites of other areas, and those that run the server as child processes
 * (faults, many processes), which no mutant of this process's code can reach, and the webhook suite, whose
 * 1,000-delivery test alone takes minutes per mutant it covers (checkout-flow drives the webhook path too).
 */
const tests = [
  'test/orders.test.ts',
  'test/order-integrity.test.ts',
  'test/auth.test.ts',
  'test/login-limits.test.ts',
  'test/permissions.test.ts',
  'test/security.test.ts',
  'test/payments/checkout-flow.test.ts',
  'test/payments/expiry.test.ts',
];

export default mergeConfig(
  base,
  defineConfig({
    // MUTATE_TESTS=orders,order-integrity narrows a partial run (`--mutate src/orders/**/*.ts`) to its own tests.
    test: {
      include: process.env.MUTATE_TESTS
        ? process.env.MUTATE_TESTS.split(',').map((name) => `test/${name}.test.ts`)
        : tests,
    },
  }),
);
