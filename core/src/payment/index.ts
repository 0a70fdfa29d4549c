export * from './kobo.ts';
export * from './rules.ts';
export * from './schema.ts';
