import type { InputHTMLAttributes } from 'react';
import { controlClass, errorIdOf, Field } from '../Field/index.ts';

export type TextFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id'
> & {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
};

/**
 * A labelled input whose error is announced with it (aria-invalid + aria-describedby); required,
 * it shows the required marker and the input is `required` (the forms are noValidate: they
 * validate themselves, with the spec's messages).
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  className,
  ...props
}: TextFieldProps) {
  return (
    <Field htmlFor={id} label={label} error={error} required={props.required} className={className}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        className={controlClass}
        {...props}
      />
    </Field>
  );
}
