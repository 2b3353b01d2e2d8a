import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { Spinner } from '../Spinner/index.ts';
import { type ButtonVariant, buttonClass } from './buttonClass.ts';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** Shows a spinner, marks the button busy and swallows clicks (and form submits). */
  loading?: boolean;
};

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
      className={buttonClass(variant, className)}
      onClick={handleClick}
      {...props}
    >
      {loading && <Spinner />}
      {children}
      {loading && <span className="sr-only">Loading</span>}
    </button>
  );
}
