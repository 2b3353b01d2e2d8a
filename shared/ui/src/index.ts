// The kit's one entry: each name is exported here, from its component's folder, and nowhere else;
// except DropdownMenu, at '@gw/ui/dropdown-menu' only: its lazily loaded panel would make every
// widget bundle that imports this index wrap its modules for a dynamic import (+0.2 KB gzip).
export { Badge, type BadgeProps } from './Badge/index.ts';
export {
  Button,
  type ButtonProps,
  type ButtonVariant,
  buttonClass,
  buttonVariants,
  formSubmitClass,
} from './Button/index.ts';
export { ConsentNotice, type ConsentNoticeProps } from './ConsentNotice/index.ts';
export { CountryPicker, type CountryPickerProps } from './CountryPicker/index.ts';
export { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker/index.ts';
export { type Country, loadCountries, useCountries } from './countries/index.ts';
export { type ClassPart, cx } from './cx/index.ts';
export { FaqItem, type FaqItemProps } from './FaqItem/index.ts';
export {
  type ControlProps,
  controlClass,
  errorIdOf,
  Field,
  FieldError,
  type FieldErrorProps,
  type FieldProps,
  RequiredMark,
} from './Field/index.ts';
export { FileDrop, type FileDropProps } from './FileDrop/index.ts';
export { Flag, type FlagProps } from './Flag/index.ts';
export { HeroCard, type HeroCardProps } from './HeroCard/index.ts';
export { Honeypot, honeypotField } from './Honeypot/index.ts';
export {
  focusFirstInvalid,
  type LeadDelivery,
  type LeadOutcomeLike,
  SavedNotice,
  type SavedNoticeProps,
  useLeadSubmit,
} from './LeadSubmit/index.ts';
export {
  chevronDownIcon,
  closeIcon,
  LineIcon,
  type LineIconProps,
  menuIcon,
  plusIcon,
} from './LineIcon/index.ts';
export { Modal, type ModalProps, useControllableState } from './Modal/index.ts';
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
export { Spinner, type SpinnerProps } from './Spinner/index.ts';
export { StatePicker, type StatePickerProps } from './StatePicker/index.ts';
export { TextArea, type TextAreaProps } from './TextArea/index.ts';
export {
  bindTextField,
  TextField,
  type TextFieldForm,
  type TextFieldProps,
} from './TextField/index.ts';
export {
  type Toast,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './Toast/index.ts';
export { usePortalScope } from './usePortalScope/index.ts';
