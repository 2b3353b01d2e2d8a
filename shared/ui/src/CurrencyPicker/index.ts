export { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker.tsx';
