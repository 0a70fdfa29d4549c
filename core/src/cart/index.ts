export * from './cart-link.ts';
export * from './delivery.ts';
export * from './memory-store.ts';
export * from './names.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './server-cart.ts';
export * from './store.ts';
