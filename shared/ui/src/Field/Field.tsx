import type { ReactNode } from 'react';
import { cx } from '../cx/index.ts';
import { FieldError } from './FieldError.tsx';
import { RequiredMark } from './RequiredMark.tsx';

export type FieldProps = {
  /** The id of the control the label names. */
  htmlFor: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows the required marker; the control itself carries aria-required. */
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** What every labelled control of the kit takes: its label, value, change, error and id. */
export type ControlProps<Value, Changed = NonNullable<Value>> = {
  label: string;
  value: Value;
  onChange: (value: Changed) => void;
  error?: string | undefined;
  id?: string;
  required?: boolean | undefined;
};

/** Label, control and error text wired together; required fields carry the required marker. */
export function Field({ htmlFor, label, error, hint, required, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex text-sm font-medium text-ink">
        <label htmlFor={htmlFor}>{label}</label>
        {required && <RequiredMark />}
      </div>
      {children}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      <FieldError of={htmlFor}>{error}</FieldError>
    </div>
  );
}

/**
 * Classes of every text-like control, with the invalid state driven by aria-invalid. The border
 * is the field-line token (≥ 3:1 against the surface and the canvas, WCAG 1.4.11). 16 px text
 * below `sm` so iOS Safari does not zoom the page when a control takes focus.
 */
export const controlClass =
  'w-full min-h-11 rounded-control border border-field-line bg-surface px-3 py-2 text-base sm:text-sm text-ink placeholder:text-muted focus:outline-2 focus:outline-offset-1 focus:outline-focus aria-invalid:border-danger disabled:bg-canvas disabled:text-muted';
