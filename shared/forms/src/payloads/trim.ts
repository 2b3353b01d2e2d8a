/** A form value trimmed; absent is empty. */
export const trim = (value: string | undefined) => (value ?? '').trim();
