/** What bindTextField reads of a form: its values and errors, and how to change a field. */
export interface TextFieldForm<Name extends string> {
  /** Makes ids unique on the page: `${idPrefix}-${name}`. */
  idPrefix: string;
  values: Record<Name, string>;
  errors: Partial<Record<string, string>>;
  setField(name: Name, value: string): void;
  /** Marks the field touched on blur (validation on leave), when the form does that. */
  touch?(name: Name): void;
}

/** The props of a TextField bound to one field of a form. */
export function bindTextField<Name extends string>(
  form: TextFieldForm<Name>,
  name: Name,
  label: string,
) {
  return {
    id: `${form.idPrefix}-${name}`,
    name,
    label,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setField(name, value),
    onBlur: () => form.touch?.(name),
  };
}
