export { controlClass, errorIdOf, Field, type FieldProps } from './Field.tsx';
