export { CountryPicker, type CountryPickerProps } from './CountryPicker.tsx';
