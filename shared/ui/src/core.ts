// The core kit of ui-core; the package index re-exports this barrel.
export { Button, type ButtonProps, type ButtonVariant, buttonVariants } from './Button/index.ts';
export { type ClassPart, cx } from './cx/index.ts';
export {
  type DropdownItem,
  type DropdownLinkProps,
  DropdownMenu,
  type DropdownMenuProps,
  type RenderLink,
} from './DropdownMenu/index.ts';
export { FaqItem, type FaqItemProps } from './FaqItem/index.ts';
export { HeroCard, type HeroCardProps } from './HeroCard/index.ts';
export { Modal, type ModalProps, useControllableState } from './Modal/index.ts';
export { Spinner, type SpinnerProps } from './Spinner/index.ts';
export {
  type Toast,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  useToast,
} from './Toast/index.ts';
