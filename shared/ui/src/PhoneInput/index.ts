export {
  fullPhoneNumber,
  initialPhone,
  PhoneInput,
  type PhoneInputProps,
  type PhoneValue,
} from './PhoneInput.tsx';
