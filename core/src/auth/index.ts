export * from './check.ts';
export * from './schema.ts';
