import { type Validatable, validateForm } from '@gw/forms';
import { useState } from 'react';

/**
 * Values and errors of a form checked by a @gw/forms schema: `blur` checks one field, `submit`
 * checks them all, and editing a field clears its error (spec §5, contact page).
 */
export function useFieldErrors<V extends Record<string, string>>(schema: Validatable, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});

  function change(field: keyof V, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function blur(field: keyof V) {
    const problem = validateForm(schema, values)[field as string];
    setErrors((current) => ({ ...current, [field]: problem }));
  }

  /** Checks every field; true when the form may be sent. */
  function checkAll(): boolean {
    const problems = validateForm(schema, values) as Partial<Record<keyof V, string>>;
    setErrors(problems);
    return Object.keys(problems).length === 0;
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  return { values, errors, change, blur, checkAll, reset };
}
