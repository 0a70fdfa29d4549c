export * from '../product/form-examples.ts';
export * from './catalog-answers.ts';
export * from './product-answer.ts';
export * from './shop-catalog.ts';
