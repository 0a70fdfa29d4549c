export * from './format.ts';
export * from './kobo.ts';
