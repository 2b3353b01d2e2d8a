export {
  type ControlProps,
  controlClass,
  errorIdOf,
  Field,
  type FieldProps,
} from './Field.tsx';
