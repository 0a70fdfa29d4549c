export * from './rules.ts';
export * from './schema.ts';
