/** Users present in every test database (created once in the template). */
export const ADMIN = { username: 'admin', password: 'admin-test-password' };
export const SHOPPER = { username: 'shopper', password: 'shopper-test-password' };
export const TEMPLATE_DATABASE = 'ata_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A connection URL to the server's maintenance database; swap the database name to use another. */
    pgAdminUrl: string;
  }
}
