export { Button, type ButtonProps, type ButtonVariant, buttonVariants } from './Button.tsx';
