import { describe, expect, it } from 'vitest';
import { buildDemoPayload, demoForm, demoPayload, firstProblem, validateForm } from './index.ts';

const valid = {
  businessName: 'Adaeze Homes',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  email: 'ada@adaezehomes.ng',
};

describe('demo form (spec §5)', () => {
  it.each([
    ['businessName', '', 'Please input Business name'],
    ['businessName', 'A', 'Business name cannot be less than two characters'],
    ['firstName', '  ', 'Please input First name'],
    ['firstName', 'A', 'First name cannot be less than two characters'],
    ['lastName', '', 'Please input Last name'],
    ['lastName', 'O', 'Last name cannot be less than two characters'],
    ['phone', '', 'Please input Phone number'],
    ['phone', '12345678', 'Phone cannot be less than nine characters'],
    ['email', '', 'Please input Email'],
    ['email', 'ada@', 'Please enter a valid email'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validateForm(demoForm, { ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts a valid lead, description optional', () => {
    expect(validateForm(demoForm, valid)).toEqual({});
    expect(validateForm(demoForm, { ...valid, description: 'Two sites in Lekki' })).toEqual({});
  });

  it('reports every missing field at once, in the spec order', () => {
    expect(Object.keys(validateForm(demoForm, {}))).toEqual([
      'businessName',
      'firstName',
      'lastName',
      'phone',
      'email',
    ]);
  });

  it('sends description only when non-empty', () => {
    expect(buildDemoPayload({ ...valid, description: '   ' })).toEqual(valid);
    expect(buildDemoPayload({ ...valid, description: ' Lekki ' }).description).toBe('Lekki');
  });

  it('validates wire bodies: first problem in spec words, bad shapes named plainly', () => {
    expect(firstProblem(demoPayload, valid)).toBeNull();
    expect(firstProblem(demoPayload, { ...valid, email: 'x' })).toBe('Please enter a valid email');
    expect(firstProblem(demoPayload, [])).toBe('Request body must be a JSON object.');
    expect(firstProblem(demoPayload, null)).toBe('Request body must be a JSON object.');
    expect(firstProblem(demoPayload, { ...valid, firstName: 42 })).toBe('firstName must be text');
    expect(firstProblem(demoPayload, { ...valid, lastName: 'x'.repeat(201) })).toBe(
      'lastName must be at most 200 characters',
    );
  });
});
