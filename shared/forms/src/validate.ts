import type { Infer, Struct, StructError } from 'superstruct';
import { bodyMessages } from './messages.ts';

/** Any schema: only its own validate() is used, so unions of schemas fit too. */
export type Validatable = {
  validate(value: unknown): [StructError, unknown] | [undefined, unknown];
};

/** Each failing field's first message, fields in the schema's order. */
export function validateForm(struct: Validatable, values: unknown): Record<string, string> {
  const [error] = struct.validate(values);
  const problems: Record<string, string> = {};
  if (!error) return problems;
  for (const failure of error.failures()) {
    const key = String(failure.path[0] ?? '');
    if (!(key in problems)) problems[key] = failure.message;
  }
  return problems;
}

/** The first problem of a body in the spec's words, or null when it is valid. */
export function firstProblem(struct: Validatable, value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return bodyMessages.notAnObject;
  }
  const [error] = struct.validate(value);
  if (!error) return null;
  const [first] = error.failures();
  return first?.message ?? error.message;
}

/** A schema with named fields, whatever their types (for tables of different bodies). */
export type FieldsSchema = Validatable & { schema: object };

/** Only the schema's own fields of a body (unknown fields dropped, absent ones left out). */
export function pickKnown(struct: FieldsSchema, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return {};
  const body = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(struct.schema)
      .filter((key) => body[key] !== undefined)
      .map((key) => [key, body[key]]),
  );
}

/** Validates a request body and keeps only the schema's own fields (unknown fields dropped). */
export function parseFields(
  struct: FieldsSchema,
  value: unknown,
): { ok: true; value: Record<string, unknown> } | { ok: false; message: string } {
  const problem = firstProblem(struct, value);
  if (problem) return { ok: false, message: problem };
  return { ok: true, value: pickKnown(struct, value) };
}

/** parseFields, typed by the schema. */
export function parseBody<T, S extends object>(
  struct: Struct<T, S>,
  value: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  return parseFields(struct, value) as { ok: true; value: T } | { ok: false; message: string };
}

export type { Infer };
