export * from './address.ts';
export * from './checkout-post.ts';
export * from './limits.ts';
export * from './money.ts';
export * from './quote.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './tracking.ts';
