import { useId } from 'react';
import { cx } from '../cx/index.ts';
import { controlClass, errorIdOf, Field } from '../Field/index.ts';

export type TextAreaProps = {
  label: string;
  maxLength: number;
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  id?: string;
  required?: boolean;
  rows?: number;
  placeholder?: string;
};

/** A text area that stops at maxLength and shows 'n/max' beside it. */
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
}: TextAreaProps) {
  const autoId = useId();
  const areaId = id ?? autoId;
  const counterId = `${areaId}-count`;
  const describedBy = [counterId, error ? errorIdOf(areaId) : ''].filter(Boolean).join(' ');
  return (
    <Field htmlFor={areaId} label={label} error={error} required={required}>
      <textarea
        id={areaId}
        rows={rows}
        maxLength={maxLength}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        className={cx(controlClass, 'resize-y')}
        onChange={(event) => onChange(event.currentTarget.value.slice(0, maxLength))}
        onBlur={onBlur}
      />
      <span id={counterId} className="self-end text-xs text-muted" aria-live="polite">
        {`${value.length}/${maxLength}`}
      </span>
    </Field>
  );
}
