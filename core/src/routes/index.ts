export * from './federation-names.ts';
export * from './layout.ts';
export * from './micro-frontends.ts';
export * from './public-routes.ts';
