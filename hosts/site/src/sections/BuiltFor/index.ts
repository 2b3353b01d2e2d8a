export { BuiltFor, type BuiltForProps } from './BuiltFor.tsx';
