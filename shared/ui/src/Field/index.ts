export {
  type ControlProps,
  controlClass,
  Field,
  type FieldProps,
} from './Field.tsx';
export { errorIdOf, FieldError, type FieldErrorProps } from './FieldError.tsx';
export { RequiredMark } from './RequiredMark.tsx';
