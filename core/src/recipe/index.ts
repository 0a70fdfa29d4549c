export * from './cart-html.ts';
export * from './record.ts';
export * from './schema.ts';
