import { type ButtonVariant, buttonVariants, cx } from '@gw/ui';
import type { ReactNode } from 'react';
import { SmartLink } from './SmartLink.tsx';

/** Matches @gw/ui's Button box, so links and buttons line up side by side. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-control px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The classes of a link (or a plain button) that looks like a @gw/ui Button. */
export function buttonLinkClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cx(base, buttonVariants[variant], className);
}

export type ButtonLinkProps = {
  href: string;
  external?: boolean;
  variant?: ButtonVariant;
  className?: string;
  children: ReactNode;
};

/** A link that looks like a @gw/ui Button: for calls to action that navigate. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <SmartLink className={buttonLinkClass(variant, className)} {...props} />;
}
