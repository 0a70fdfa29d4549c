export * from './record.ts';
export * from './schema.ts';
