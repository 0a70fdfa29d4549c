export * from './micro-frontends.ts';
export * from './public-routes.ts';
