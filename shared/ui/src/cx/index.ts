export { type ClassPart, cx } from './cx.ts';
