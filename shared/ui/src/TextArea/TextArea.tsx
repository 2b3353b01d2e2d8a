import { useId } from 'react';
import { cx } from '../cx/index.ts';
import { type ControlProps, controlClass, errorIdOf, Field } from '../Field/index.ts';

export type TextAreaProps = ControlProps<string> & {
  /** The most characters it takes; with it, 'n/max' shows beside the field. */
  maxLength?: number | undefined;
  onBlur?: () => void;
  rows?: number;
  placeholder?: string;
  className?: string;
};

/** A labelled text area; with maxLength it stops there and shows 'n/max' beside it. */
export function TextArea({
  label,
  maxLength,
  value,
  onChange,
  onBlur,
  error,
  id,
  required,
  rows = 4,
  placeholder,
  className,
}: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const counterId = maxLength === undefined ? '' : `${areaId}-count`;
  const describedBy = [counterId, error ? errorIdOf(areaId) : ''].filter(Boolean).join(' ');
  return (
    <Field htmlFor={areaId} label={label} error={error} required={required} className={className}>
      <textarea
        id={areaId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        aria-required={required || undefined}
        className={cx(controlClass, 'resize-y')}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
        onBlur={onBlur}
      />
      {counterId && (
        <span id={counterId} className="self-end text-xs text-muted" aria-live="polite">
          {`${value.length}/${maxLength}`}
        </span>
      )}
    </Field>
  );
}
