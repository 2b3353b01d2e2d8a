import { currencies, projectTypes } from '@gw/config';
import * as real from '@gw/forms';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * What @gw/forms reads of a check: the error's message and path, and each failure's path and
 * message; or that it threw (a value that cannot be printed in a message).
 */
function outcome(struct: real.Validatable, value: unknown) {
  try {
    const [error, result] = struct.validate(value);
    if (!error) return { valid: true, same: result === value };
    return {
      valid: false,
      message: error.message,
      path: error.path,
      failures: error.failures().map(({ path, message }) => ({ path, message })),
    };
  } catch (error) {
    return { threw: error instanceof TypeError };
  }
}

/** `read`'s answer, or that it threw. */
function answer(read: () => unknown) {
  try {
    return read();
  } catch (error) {
    return { threw: error instanceof TypeError };
  }
}

const isSchema = (value: unknown): value is real.FieldsSchema =>
  typeof value === 'object' && value !== null && 'validate' in value && 'schema' in value;

/** Every schema @gw/forms exports, by name. */
const schemasOf = (forms: object) =>
  Object.entries(forms).filter((entry): entry is [string, real.FieldsSchema] => isSchema(entry[1]));

/** Values a field may get: valid ones of every form, near misses and the wrong types. */
const fieldValue = fc.oneof(
  fc.constantFrom(
    'Ada',
    ' ',
    '',
    'ada@acme.ng',
    'ada@acme',
    'acme.ng',
    'https://acme.ng',
    'http://',
    'Canada',
    '1,500,000',
    '0',
    '2025-01-02T03:04:05Z',
    'x'.repeat(201),
    'x'.repeat(5001),
    ...projectTypes,
    ...currencies.map((currency) => currency.code),
  ),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(undefined, null, true, 0, 12.5, -1, Number.NaN),
  fc.array(fc.record({ Bucket: fc.string(), S3Key: fc.string(), type: fc.string() }), {
    maxLength: 2,
  }),
  fc.array(fc.anything(), { maxLength: 2 }),
  fc.anything(),
);

/** A body for `schema`: some of its fields (and maybe others), or anything at all. */
const bodyOf = (schema: real.FieldsSchema) =>
  fc.oneof(
    fc.dictionary(fc.constantFrom(...Object.keys(schema.schema), 'extra'), fieldValue),
    fc.anything(),
  );

describe('the widgets’ superstruct (src/embed/leanStruct.ts) against superstruct', () => {
  let lean: typeof real;
  beforeAll(async () => {
    vi.resetModules();
    vi.doMock('superstruct', () => import('../src/embed/leanStruct.ts'));
    lean = await import('@gw/forms');
    vi.doUnmock('superstruct');
  });

  it('builds every schema of @gw/forms, with the same fields', () => {
    const names = schemasOf(real).map(([name]) => name);
    expect(names).toContain('waitlistForm');
    expect(schemasOf(lean).map(([name]) => name)).toEqual(names);
    expect(lean.waitlistForm).not.toBe(real.waitlistForm);
    for (const [name, schema] of schemasOf(real)) {
      const leanSchema = (lean as unknown as Record<string, real.FieldsSchema>)[name];
      expect(Object.keys(leanSchema?.schema ?? {}), name).toEqual(Object.keys(schema.schema));
    }
  });

  it.each(schemasOf(real))('%s: the same outcome for any body', (name, schema) => {
    const leanSchema = (lean as unknown as Record<string, real.FieldsSchema>)[name];
    if (!leanSchema) throw new Error(`${name} missing`);
    fc.assert(
      fc.property(bodyOf(schema), (body) => {
        expect(outcome(leanSchema, body)).toEqual(outcome(schema, body));
        const forms = [lean, real] as const;
        const [leanProblems, realProblems] = forms.map((forms, index) =>
          answer(() => forms.validateForm(index ? schema : leanSchema, body)),
        );
        expect(leanProblems).toEqual(realProblems);
        const [leanFirst, realFirst] = forms.map((forms, index) =>
          answer(() => forms.firstProblem(index ? schema : leanSchema, body)),
        );
        expect(leanFirst).toEqual(realFirst);
      }),
      { numRuns: 400 },
    );
  });

  it('the waitlist form: each field’s message, as the visitor sees them', () => {
    const empty = { firstName: '', lastName: '', email: 'ada@', phoneNumber: '', purpose: 'x' };
    const problems = lean.validateForm(lean.waitlistForm, empty);
    expect(problems).toEqual(real.validateForm(real.waitlistForm, empty));
    expect(Object.keys(problems)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'targetCountry',
      'purpose',
    ]);
    expect(problems.email).toBe('Invalid email');
  });
});
