export * from './brand.ts';
export * from './messages.ts';
export * from './server-render.ts';
