export { NotFound } from './NotFound.tsx';
