export * from './filters.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './search.ts';
export * from './vocabulary.ts';
