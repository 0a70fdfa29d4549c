export * from './input-schema.ts';
export * from './reader.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './variants.ts';
