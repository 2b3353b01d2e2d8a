import { describe, expect, it } from 'vitest';
import {
  buildFundingPayload,
  firstProblem,
  fundingCompanyStep,
  fundingContactStep,
  fundingDetailsStep,
  fundingPayload,
  validateStep,
} from './index.ts';

const company = {
  businessName: 'Kano Build Co',
  website: 'kanobuild.ng',
  businessEmail: 'ops@kanobuild.ng',
};
const details = {
  projectDescription: '24-unit apartment block in Kano',
  country: 'Nigeria',
  state: 'Kano',
  currency: 'NGN',
  amount: '150,000,000',
};
const contact = {
  firstName: 'Musa',
  lastName: 'Bello',
  email: 'musa@kanobuild.ng',
  role: 'CEO',
  phone: '+2348031234567',
  countryCode: '+234',
};

describe('funding wizard steps (spec §5)', () => {
  it.each([
    [fundingCompanyStep, company, 'businessName', '', 'Business Name is required'],
    [fundingCompanyStep, company, 'businessEmail', '', 'Business email is required'],
    [fundingCompanyStep, company, 'businessEmail', 'ops@', 'Enter a valid email'],
    [fundingCompanyStep, company, 'website', 'not a url', 'Enter a valid URL'],
    [fundingDetailsStep, details, 'projectDescription', '', 'Project description is required'],
    [
      fundingDetailsStep,
      details,
      'projectDescription',
      'x'.repeat(161),
      'projectDescription must be at most 160 characters',
    ],
    [fundingDetailsStep, details, 'country', '', 'Country is required'],
    [fundingDetailsStep, details, 'state', '', 'State is required'],
    [fundingDetailsStep, details, 'currency', '', 'Currency is required'],
    [
      fundingDetailsStep,
      details,
      'currency',
      'EUR',
      'currency must be one of the following values: NGN, USD',
    ],
    [fundingDetailsStep, details, 'amount', '', 'Amount is required'],
    [fundingDetailsStep, details, 'amount', '0', 'amount must be a positive number'],
    [fundingContactStep, contact, 'firstName', '', 'First name is required'],
    [fundingContactStep, contact, 'lastName', '', 'Last name is required'],
    [fundingContactStep, contact, 'email', '', 'Email is required'],
    [fundingContactStep, contact, 'email', 'musa', 'Enter a valid email'],
    [fundingContactStep, contact, 'role', '', 'Role is required'],
    [fundingContactStep, contact, 'phone', '', 'Phone number is required'],
    [fundingContactStep, contact, 'countryCode', '', 'Country code is required'],
  ] as const)('%#: %s %s = %j → %s', (step, base, field, value, message) => {
    expect(validateStep(step, { ...base, [field]: value })).toEqual({ [field]: message });
  });

  it('passes complete steps; website and files are optional', () => {
    expect(validateStep(fundingCompanyStep, { ...company, website: '' })).toEqual({});
    expect(validateStep(fundingDetailsStep, details)).toEqual({});
    expect(validateStep(fundingContactStep, contact)).toEqual({});
  });

  it('needs Bucket, S3Key and type on each uploaded file', () => {
    const problems = validateStep(fundingDetailsStep, {
      ...details,
      uploadedFiles: [{ Bucket: 'b', type: 'application/pdf' }],
    });
    expect(problems).toEqual({ uploadedFiles: 'S3Key is a required field' });
  });

  it('builds the payload: amount a number, empty values and lists omitted, files trimmed to 3 keys', () => {
    const payload = buildFundingPayload({
      ...company,
      website: '',
      ...details,
      uploadedFiles: [
        { Bucket: 'b', S3Key: 'landingpage/1.pdf', type: 'application/pdf', name: 'plan.pdf' },
      ],
      ...contact,
    });
    expect(payload).toEqual({
      businessName: 'Kano Build Co',
      businessEmail: 'ops@kanobuild.ng',
      projectDescription: '24-unit apartment block in Kano',
      country: 'Nigeria',
      state: 'Kano',
      currency: 'NGN',
      amount: 150000000,
      uploadedFiles: [{ S3Key: 'landingpage/1.pdf', Bucket: 'b', type: 'application/pdf' }],
      ...contact,
    });
    expect(firstProblem(fundingPayload, payload)).toBeNull();
    const noFiles = buildFundingPayload({ ...company, ...details, uploadedFiles: [], ...contact });
    expect(noFiles).not.toHaveProperty('uploadedFiles');
  });

  it('rejects a wire body whose amount is not a positive number', () => {
    const body = buildFundingPayload({ ...company, ...details, ...contact });
    expect(firstProblem(fundingPayload, { ...body, amount: -5 })).toBe(
      'amount must be a positive number',
    );
    expect(firstProblem(fundingPayload, { ...body, amount: '5' })).toBe(
      'amount must be a positive number',
    );
    const { amount: _omitted, ...noAmount } = body;
    expect(firstProblem(fundingPayload, noAmount)).toBe('Amount is required');
  });
});
