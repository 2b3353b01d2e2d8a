import { antiSpam } from '@gw/config';
import { describe, expect, it } from 'vitest';
import {
  buildTeaserRow,
  demoPayload,
  firstProblem,
  fundingDetailsStep,
  parseBody,
  pickKnown,
  profilePayload,
  validateStep,
} from './index.ts';

const demo = {
  businessName: 'Adaeze Homes',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  email: 'ada@adaezehomes.ng',
};

describe('validateStep by step number (funding wizard Next)', () => {
  it.each([
    [
      1,
      { businessName: '', businessEmail: 'a@b.ng' },
      { businessName: 'Business Name is required' },
    ],
    [
      2,
      { projectDescription: 'x', country: 'Nigeria', state: 'Lagos', currency: 'NGN' },
      { amount: 'Amount is required' },
    ],
    [
      3,
      { firstName: 'Musa', lastName: 'Bello', email: 'm@b.ng', role: 'CEO', phone: '+234803' },
      { countryCode: 'Country code is required' },
    ],
  ] as const)('step %i %j → %j', (step, values, problems) => {
    expect(validateStep(step, values)).toEqual(problems);
  });

  it('takes the step schema itself too', () => {
    expect(validateStep(fundingDetailsStep, {})).toMatchObject({
      projectDescription: 'Project description is required',
      country: 'Country is required',
    });
  });
});

describe('wire bodies keep only known fields', () => {
  it('drops unknown fields, keeps the honeypot', () => {
    const body = { ...demo, isAdmin: true, [antiSpam.honeypotField]: '' };
    expect(pickKnown(demoPayload, body)).toEqual({ ...demo, [antiSpam.honeypotField]: '' });
    expect(parseBody(demoPayload, body)).toEqual({
      ok: true,
      value: { ...demo, [antiSpam.honeypotField]: '' },
    });
  });

  it('refuses a flood with a clear message', () => {
    expect(firstProblem(demoPayload, { ...demo, firstName: 'A'.repeat(201) })).toBe(
      'firstName must be at most 200 characters',
    );
    expect(parseBody(profilePayload, { linkedInUrl: 'x'.repeat(501) })).toEqual({
      ok: false,
      message: 'linkedInUrl must be at most 500 characters',
    });
  });

  it('names a non-object body plainly', () => {
    expect(parseBody(profilePayload, 'linkedin.com/in/ada')).toEqual({
      ok: false,
      message: 'Request body must be a JSON object.',
    });
  });
});

describe('teaser row clock', () => {
  it('stamps the row from an injected clock', () => {
    const row = buildTeaserRow(
      { firstname: 'Chidi', lastname: 'Eze', email: 'c@eze.ng', message: 'Please call me' },
      () => new Date('2026-01-02T03:04:05.000Z'),
    );
    expect(row.timestamp).toBe('2026-01-02T03:04:05.000Z');
  });
});
