// What the widgets' build puts in place of superstruct in the waitlist (build.mjs aliases it).
// @gw/forms builds its rules with superstruct's `type` of `define`d fields (`optional` and
// `array` for the funding form's files), and reads a check's outcome with `validate()`: the
// error's message, and each failure's path and message (`failures()`), a struct's `schema`. This
// gives those the same answers without coercion, masks or refiners, which no rule uses, for a
// small part of the code (widgets/test/leanStruct.test.ts runs both on every @gw/forms schema,
// arbitrary input included). An import of anything else from superstruct fails the build.

/** One failure: where (the field's path) and what, as superstruct words it. */
export type Failure = { path: unknown[]; message: string };

/** What a struct finds wrong with a value itself, its children aside. */
type Validator = (value: unknown, path: unknown[]) => Failure[];
/** A value's children, each with its key and struct (an object's fields, an array's items). */
type Entries = (value: unknown) => [key: unknown, value: unknown, struct: Struct][];

/** superstruct's StructError: the first failure's message and path, and every failure. */
export class StructError extends TypeError {
  declare path: unknown[];
  declare failures: () => Failure[];
  constructor(failures: Failure[]) {
    const [{ path, message }] = failures as [Failure];
    super(path.length ? `At path: ${path.join('.')} -- ${message}` : message);
    this.name = 'StructError';
    this.path = path;
    this.failures = () => failures;
  }
}

/** A struct: what superstruct's Struct has that @gw/forms uses. */
export type Struct<T = unknown, S = unknown> = {
  readonly TYPE?: T;
  schema: S;
  validator: Validator;
  entries: Entries;
  /** [error, undefined] with every failure, or [undefined, value]; never coerces. */
  validate(value: unknown): [StructError, undefined] | [undefined, T];
};

/** superstruct's run without coercion or refiners: the value's failures, then its children's. */
const run = (of: Struct, value: unknown, path: unknown[]): Failure[] => [
  ...of.validator(value, path),
  ...of.entries(value).flatMap(([key, child, next]) => run(next, child, [...path, key])),
];

function struct<T, S>(schema: S, validator: Validator, entries: Entries = () => []): Struct<T, S> {
  return {
    schema,
    validator,
    entries,
    validate(value) {
      const failures = run(this, value, []);
      return failures.length ? [new StructError(failures), undefined] : [undefined, value as T];
    },
  };
}

const print = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value) : String(value);

/** A validator from a check that says true, or the problem. */
const validator =
  (check: (value: unknown) => true | string): Validator =>
  (value, path) => {
    const message = check(value);
    return message === true ? [] : [{ path, message }];
  };

/** A struct whose validator says true, false or the problem. */
/*#__NO_SIDE_EFFECTS__*/
export function define<T>(name: string, check: (value: unknown) => boolean | string) {
  return struct<T, null>(
    null,
    validator((value) => {
      const result = check(value);
      return result === false
        ? `Expected a value of type \`${name}\`, but received: \`${print(value)}\``
        : result;
    }),
  );
}

/** An object with at least these fields (others allowed). */
/*#__NO_SIDE_EFFECTS__*/
export function type<S extends Record<string, Struct>>(schema: S) {
  return struct<{ [K in keyof S]: NonNullable<S[K]['TYPE']> }, S>(
    schema,
    validator(
      (value) =>
        (typeof value === 'object' && value != null && !Array.isArray(value)) ||
        `Expected an object, but received: ${print(value)}`,
    ),
    (value) =>
      typeof value === 'object' && value != null
        ? Object.keys(schema).map((key) => [
            key,
            (value as Record<string, unknown>)[key],
            schema[key] as Struct,
          ])
        : [],
  );
}

/** An array of `element`s. */
/*#__NO_SIDE_EFFECTS__*/
export function array<T>(element: Struct<T>) {
  return struct<T[], Struct<T>>(
    element,
    validator(
      (value) => Array.isArray(value) || `Expected an array value, but received: ${print(value)}`,
    ),
    (value) => (Array.isArray(value) ? value.map((item, index) => [index, item, element]) : []),
  );
}

/** `of`, or undefined. */
/*#__NO_SIDE_EFFECTS__*/
export function optional<T, S>(of: Struct<T, S>) {
  return struct<T | undefined, S>(
    of.schema,
    (value, path) => (value === undefined ? [] : of.validator(value, path)),
    of.entries,
  );
}
