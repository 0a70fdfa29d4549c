export * from '../product/form-examples.ts';
export * from './catalog-answers.ts';
export * from './shop-catalog.ts';
