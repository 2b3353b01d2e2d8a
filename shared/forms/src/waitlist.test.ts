import { describe, expect, it } from 'vitest';
import {
  buildWaitlistPayload,
  firstProblem,
  parseBody,
  validateForm,
  waitlistForm,
  waitlistPayload,
} from './index.ts';

const values = {
  firstName: 'Ngozi',
  lastName: 'Okafor',
  email: 'ngozi@example.ca',
  phoneNumber: '+14165550123',
  targetCountry: 'Nigeria',
  purpose: 'New Build',
};

describe('waitlist (spec §5)', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'ngozi', 'Invalid email'],
    ['phoneNumber', '', 'Phone number is required'],
    ['targetCountry', '', 'Target country is required'],
    ['purpose', '', 'Project type is required'],
    ['purpose', 'Demolition', 'purpose must be one of the following values: New Build, Renovation'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(validateForm(waitlistForm, { ...values, [field]: value })).toEqual({ [field]: message });
  });

  it('builds the payload: no +, buildCountry, resident country defaulting to Canada, comment only when present', () => {
    expect(buildWaitlistPayload({ ...values, comment: '  ' })).toEqual({
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email: 'ngozi@example.ca',
      phoneNumber: '14165550123',
      residentCountry: 'Canada',
      buildCountry: 'Nigeria',
      purpose: 'New Build',
    });
    const withAll = buildWaitlistPayload({
      ...values,
      residentCountry: 'United Kingdom',
      comment: 'Lagos plot',
    });
    expect(withAll).toMatchObject({ residentCountry: 'United Kingdom', comment: 'Lagos plot' });
    expect(firstProblem(waitlistPayload, withAll)).toBeNull();
  });

  it('keeps only known fields of a wire body', () => {
    const body = { ...buildWaitlistPayload(values), isAdmin: true, faxNumber: '' };
    const parsed = parseBody(waitlistPayload, body);
    expect(parsed.ok && Object.keys(parsed.value).sort()).toEqual(
      [
        'buildCountry',
        'email',
        'faxNumber',
        'firstName',
        'lastName',
        'phoneNumber',
        'purpose',
        'residentCountry',
      ].sort(),
    );
    expect(parseBody(waitlistPayload, { ...body, buildCountry: '' })).toEqual({
      ok: false,
      message: 'Target country is required',
    });
  });
});
