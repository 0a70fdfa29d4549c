export * from './reader.ts';
export * from './report-csv.ts';
export * from './schema.ts';
