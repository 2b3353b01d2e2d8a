export { Button, type ButtonProps } from './Button.tsx';
export { type ButtonVariant, buttonClass, buttonVariants } from './buttonClass.ts';
export { formSubmitClass } from './formSubmitClass.ts';
