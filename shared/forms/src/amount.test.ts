import { describe, expect, it } from 'vitest';
import {
  firstProblem,
  formatAmount,
  parseAmount,
  sanitizeAmount,
  statesRequestPayload,
  uploadRequestPayload,
} from './index.ts';

describe('amount rules (spec §5)', () => {
  it.each([
    ['₦1,500,000abc', '1,500,000'],
    ['12.5', '12.5'],
    ['-3', '3'],
  ])('keeps digits, commas and periods: %j → %j', (input, output) => {
    expect(sanitizeAmount(input)).toBe(output);
  });

  it.each([
    ['1500000', '1,500,000'],
    ['1,5000,00', '1,500,000'],
    ['001000.50', '1,000.50'],
    ['', ''],
  ])('formats thousands: %j → %j', (input, output) => {
    expect(formatAmount(input)).toBe(output);
  });

  it.each([
    ['1,500,000', 1500000],
    ['2,000.75', 2000.75],
    ['', Number.NaN],
  ])('parses with commas removed: %j → %d', (input, output) => {
    expect(parseAmount(input)).toBe(output);
  });
});

describe('upload and states requests', () => {
  it('needs every upload field and the landingpage area', () => {
    const body = {
      Extension: 'pdf',
      Bucket: 'b',
      ContentType: 'application/pdf',
      uploadArea: 'landingpage',
    };
    expect(firstProblem(uploadRequestPayload, body)).toBeNull();
    expect(firstProblem(uploadRequestPayload, { ...body, Extension: '' })).toBe(
      'Extension is a required field',
    );
    expect(firstProblem(uploadRequestPayload, { ...body, uploadArea: 'admin' })).toBe(
      'uploadArea must be one of the following values: landingpage',
    );
  });

  it('needs a country for states', () => {
    expect(firstProblem(statesRequestPayload, { country: 'Nigeria' })).toBeNull();
    expect(firstProblem(statesRequestPayload, {})).toBe('Country is required');
  });
});
