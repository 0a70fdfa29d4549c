import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * The tests `npm run mutate` runs against each mutant of orders, auth and payments: the ones that drive that
 * code in this process. Left out: suites of other areas, those that run the server as child processes
 * (faults, many processes), which no mutant of this process's code can reach, and the webhook load tests
 * (1,000 deliveries: minutes per mutant they cover; webhook.test.ts drives the same code).
 */
const tests = [
  'test/orders.test.ts',
  'test/order-integrity.test.ts',
  'test/documented.test.ts',
  'test/auth.test.ts',
  'test/login-limits.test.ts',
  'test/permissions.test.ts',
  'test/security.test.ts',
  'src/auth/*.test.ts',
  'test/payments/checkout-flow.test.ts',
  'test/payments/expiry.test.ts',
  'test/payments/refund.test.ts',
  'test/payments/webhook.test.ts',
  'test/payments/refusals.test.ts',
  'test/payments/production.test.ts',
  'test/payments/unread-fields.test.ts',
  'src/payments/*.test.ts',
  'src/payments/paystack/*.test.ts',
];

/** `MUTATE_TESTS=orders,order-integrity,src/auth/password` → those test files only. */
const chosen = process.env.MUTATE_TESTS?.split(',').map((name) =>
  name.startsWith('src/') ? `${name}.test.ts` : `test/${name}.test.ts`,
);

// Not mergeConfig: it would append this list to the base `include` (every test) instead of replacing it.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: chosen ?? tests,
    // One worker imports the app once for every file a mutant needs (Stryker runs one per test process).
    isolate: false,
  },
});
