import type { ReactNode } from 'react';
import { cx } from '../cx/index.ts';

export type FieldProps = {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** What every labelled control of the kit takes: its label, value, change, error and id. */
export type ControlProps<Value, Changed = NonNullable<Value>> = {
  label: string;
  value: Value;
  onChange: (value: Changed) => void;
  error?: string | undefined;
  id?: string;
  required?: boolean;
};

/** The id of a field's error text, for the control's aria-describedby. */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** Label, control and error text wired together; required fields carry a visible '*'. */
export function Field({ htmlFor, label, error, hint, required, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      {error && (
        // role="alert": the message is announced when it appears (after a submit or a blur).
        <p id={errorIdOf(htmlFor)} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Classes of every text-like control, with the invalid state driven by aria-invalid. 16 px text
 * below `sm` so iOS Safari does not zoom the page when a control takes focus.
 */
export const controlClass =
  'w-full min-h-11 rounded-control border border-line bg-surface px-3 py-2 text-base sm:text-sm text-ink placeholder:text-muted/70 focus:outline-2 focus:outline-offset-1 focus:outline-focus aria-invalid:border-danger disabled:bg-canvas disabled:text-muted';
