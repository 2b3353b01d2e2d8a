export { bindTextField, type TextFieldForm } from './bindTextField.ts';
export { TextField, type TextFieldProps } from './TextField.tsx';
