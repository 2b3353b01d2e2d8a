/** The prefill attributes of a form's fields: `firstName` → `first-name`. */
export function attributeNames(fields: readonly string[]): string[] {
  return fields.map((field) => field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
}

/** `first-name` → `firstName`. */
function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_all, letter: string) => letter.toUpperCase());
}

/**
 * The prefill options (attribute names or camelCase keys) as a form's values, keeping only the
 * fields the form has.
 */
export function prefillValues<Field extends string>(
  prefill: Record<string, string> | undefined,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const values: Partial<Record<Field, string>> = {};
  for (const [key, value] of Object.entries(prefill ?? {})) {
    const field = camelCase(key) as Field;
    if (fields.includes(field)) values[field] = value;
  }
  return values;
}
