export { StatePicker, type StatePickerProps } from './StatePicker.tsx';
