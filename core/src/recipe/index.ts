export * from './cart-answer.ts';
export * from './cart-html.ts';
export * from './cart-path.ts';
export * from './reader.ts';
export * from './record.ts';
export * from './schema.ts';
