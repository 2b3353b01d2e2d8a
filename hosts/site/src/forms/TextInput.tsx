import { controlClass, errorIdOf, Field } from '@gw/ui';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';

type Shared = {
  id: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  error?: string | undefined;
  className?: string;
};

/** A labelled input; its error is announced with it (aria-invalid + aria-describedby). */
export function TextInput({
  id,
  label,
  value,
  onValueChange,
  error,
  className,
  ...props
}: Shared & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'id' | 'className'>) {
  return (
    <Field htmlFor={id} label={label} error={error} className={className}>
      <input
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        className={controlClass}
        {...props}
      />
    </Field>
  );
}

/** A labelled multi-line input, same wiring as TextInput. */
export function TextAreaInput({
  id,
  label,
  value,
  onValueChange,
  error,
  className,
  ...props
}: Shared & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'id' | 'className'>) {
  return (
    <Field htmlFor={id} label={label} error={error} className={className}>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        className={`${controlClass} min-h-32`}
        {...props}
      />
    </Field>
  );
}
