// The core kit of ui-core; the package index re-exports this barrel.
export { Button, type ButtonProps, type ButtonVariant, buttonVariants } from './Button/index.ts';
export { type ClassPart, cx } from './cx/index.ts';
export { Spinner, type SpinnerProps } from './Spinner/index.ts';
