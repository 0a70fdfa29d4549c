export * from './early-taps.ts';
export * from './escape.ts';
export * from './first-paint.ts';
export * from './page-ids.ts';
export * from './preload-script.ts';
export * from './resource-hints.ts';
