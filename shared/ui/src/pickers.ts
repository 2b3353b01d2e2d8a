// The form pickers; the package index re-exports this barrel.

export { CountryPicker, type CountryPickerProps } from './CountryPicker/index.ts';
export { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker/index.ts';
export {
  type Country,
  countries,
  findCountry,
  findCountryByName,
  flagOf,
  listCountries,
} from './countries/index.ts';
export { controlClass, errorIdOf, Field, type FieldProps } from './Field/index.ts';
export { FileDrop, type FileDropProps } from './FileDrop/index.ts';
export { Honeypot, honeypotField } from './Honeypot/index.ts';
export {
  fullPhoneNumber,
  initialPhone,
  PhoneInput,
  type PhoneInputProps,
  type PhoneValue,
} from './PhoneInput/index.ts';
export {
  filterOptions,
  SearchSelect,
  type SearchSelectProps,
  type SelectOption,
} from './SearchSelect/index.ts';
export { StatePicker, type StatePickerProps } from './StatePicker/index.ts';
export { TextArea, type TextAreaProps } from './TextArea/index.ts';
export { TextField, type TextFieldProps } from './TextField/index.ts';
export { usePortalScope } from './usePortalScope/index.ts';
