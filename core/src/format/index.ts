export { formatNaira } from '../money/format.ts';
export * from './dates.ts';
export * from './text.ts';
