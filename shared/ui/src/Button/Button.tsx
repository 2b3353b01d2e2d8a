import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cx } from '../cx/index.ts';
import { Spinner } from '../Spinner/index.ts';

/** The six looks of spec §2, declared once; markup never branches on the variant. */
export const buttonVariants = {
  primary: 'bg-primary text-white shadow-soft hover:bg-primary-strong',
  secondary: 'border border-primary/30 bg-surface text-primary hover:bg-primary-soft',
  danger: 'bg-danger text-white shadow-soft hover:bg-danger/90',
  muted: 'bg-line text-muted',
  transparent: 'bg-transparent text-primary hover:bg-primary-soft',
  success: 'bg-success text-white shadow-soft hover:bg-success/90',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and swallows clicks (and form submits). */
  loading?: boolean;
};

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-progress';

/** The site's one button. A muted button is disabled (spec §4). */
export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  disabled,
  className,
  onClick,
  children,
  ...props
}: ButtonProps) {
  // Busy buttons stay focusable (aria-disabled, not disabled) so keyboard focus is not lost.
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      data-slot="button"
      data-variant={variant}
      type={type}
      disabled={disabled || variant === 'muted'}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(base, buttonVariants[variant], className)}
      onClick={handleClick}
      {...props}
    >
      {loading && <Spinner />}
      {children}
      {loading && <span className="sr-only">Loading</span>}
    </button>
  );
}
