export * from './kobo.ts';
export * from './schemas.ts';
