/** A class part, or a falsy value to leave out (`open && 'ring-2'`). */
export type ClassPart = string | false | null | undefined;

/** Joins class names, skipping falsy parts, so conditional classes read as one expression. */
export function cx(...parts: ClassPart[]): string {
  return parts.filter(Boolean).join(' ');
}
