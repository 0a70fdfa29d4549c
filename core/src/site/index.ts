export * from './brand.ts';
export * from './messages.ts';
