export * from './delivery.ts';
export * from './memory-store.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './store.ts';
