export * from './auth-reader.ts';
export * from './blog-readers.ts';
export * from './client.ts';
export * from './readers.ts';
