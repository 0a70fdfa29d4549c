export * from './delivery.ts';
export * from './discount-schema.ts';
export * from './discounts.ts';
export * from './lagos-time.ts';
export * from './messages.ts';
export * from './pipeline.ts';
export * from './schema.ts';
export * from './states.ts';
