export * from './product/form-examples.ts';
