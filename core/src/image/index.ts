export * from './names.ts';
export * from './schema.ts';
