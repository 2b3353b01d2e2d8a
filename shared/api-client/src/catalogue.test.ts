import { describe, expect, it } from 'vitest';
import {
  contactResultMessage,
  demoOutcome,
  demoResultMessage,
  failureCode,
  fundingOutcome,
  profileOutcome,
  statesFailureMessage,
  teaserResultMessage,
  uploadAddressError,
  uploadErrorMessage,
  uploadMessages,
  waitlistResultMessage,
} from './index.ts';

const thanks = 'Thank you for booking a demo with the sales team. We will reach out soon';
const fallback = 'We did not get your booking. Please try again';

describe('error catalogue (spec §8)', () => {
  it.each([
    [{ status: 201, data: { data: { message: 'ok' } } }, thanks],
    [{ status: 299, data: {} }, thanks],
    [{ status: 400, data: { message: 'Please input Email' } }, 'Please input Email'],
    [{ status: 400, data: {} }, fallback],
    [{ status: 429, data: { message: 'Too many' } }, fallback],
    [{ status: 500, data: 'oops' }, fallback],
  ])('demo answer %j → %s', (answer, message) => {
    expect(demoResultMessage(answer)).toBe(message);
  });

  it.each([
    [
      { error: 'Bad Request', message: 'Extension is a required field' },
      'Extension is a required field',
    ],
    [{ error: 'Unsupported Media Type', message: 'No' }, 'Unsupported Media Type'],
    [{ detail: 'short', reason: 'the longest field value wins' }, 'the longest field value wins'],
    [{}, 'File upload failed'],
    [null, 'File upload failed'],
  ])('upload-address error %j → %s', (body, message) => {
    expect(uploadAddressError(body)).toBe(message);
  });

  it('has the upload progress texts', () => {
    expect(uploadMessages.uploading('plan.pdf')).toBe('Uploading... plan.pdf');
    expect([
      uploadMessages.done,
      uploadMessages.rejected,
      uploadMessages.signatureFailed,
      uploadMessages.aborted,
    ]).toEqual([
      'Uploaded Successfully',
      'Error: upload rejected',
      'Signature Upload Failed,try again later',
      'Signature Upload Aborted',
    ]);
  });

  it.each([
    [{ status: 500, ok: false }, 'Failed to fetch states'],
    [new TypeError('network'), 'Unable to load states'],
  ])('states %j → %s', (value, message) => {
    expect(statesFailureMessage(value)).toBe(message);
  });

  it.each([
    [{ status: 201, data: {} }, 'Success'],
    [{ status: 400, data: { message: 'Invalid email' } }, 'Error submitting form: Invalid email'],
    [{ status: 200, data: {} }, 'Error submitting form:'],
  ])('waitlist %j → %s', (answer, message) => {
    expect(waitlistResultMessage(answer)).toBe(message);
  });

  it.each([
    [{ status: 201 }, { ok: true, message: 'Thank you for your message. We will reach out soon' }],
    [{ status: 300 }, { ok: false, message: 'We did not get your message. Please try again' }],
  ])('teaser %j', (answer, outcome) => {
    expect(teaserResultMessage(answer)).toEqual(outcome);
  });

  it.each([
    [
      { status: 200, data: { message: 'Thanks, Chidi' } },
      { ok: true, message: 'Thanks, Chidi' },
    ],
    [
      { status: 200, data: {} },
      { ok: true, message: 'Message sent successfully!' },
    ],
    [
      { status: 502, data: 'Bad gateway' },
      { ok: false, message: 'HTTP error! status: 502 - Bad gateway' },
    ],
  ])('contact page %j', (answer, outcome) => {
    expect(contactResultMessage(answer)).toEqual(outcome);
  });
});

describe('outcomes and generic failures (spec §8)', () => {
  it.each([
    [200, {}, { ok: true, message: thanks }],
    [
      400,
      { message: 'Please input Business name' },
      { ok: false, message: 'Please input Business name' },
    ],
    [400, 'not json', { ok: false, message: fallback }],
    [503, { message: 'down' }, { ok: false, message: fallback }],
  ])('demoOutcome(%i, %j)', (status, body, outcome) => {
    expect(demoOutcome(status, body)).toEqual(outcome);
  });

  it.each([
    [{ status: 200 }, { ok: true, message: 'Application Successful' }],
    [{ status: 201 }, { ok: false, message: 'Error submitting form' }],
    [undefined, { ok: false, message: 'Error submitting form' }],
  ])('funding %j', (answer, outcome) => {
    expect(fundingOutcome(answer)).toEqual(outcome);
  });

  it.each([
    [
      { status: 200 },
      { ok: true, message: "Profile submitted successfully. We'll be in touch if there's a fit!" },
    ],
    [
      { status: 500 },
      { ok: false, message: 'We could not submit your profile. Please try again.' },
    ],
    [undefined, { ok: false, message: 'We could not submit your profile. Please try again.' }],
  ])('join-team %j', (answer, outcome) => {
    expect(profileOutcome(answer)).toEqual(outcome);
  });

  it.each([
    [new TypeError('Failed to fetch'), 'ERR_NETWORK'],
    [new DOMException('Cross-Origin Request Blocked', 'NetworkError'), 'ERR_NETWORK'],
    [new DOMException('The operation was aborted.', 'AbortError'), 'ERR_CANCELED'],
    [new DOMException('The operation timed out.', 'TimeoutError'), 'ETIMEDOUT'],
    [new SyntaxError('Unexpected token <'), 'ERR_BAD_RESPONSE'],
  ])('%s is %s', (error, code) => {
    expect(failureCode(error)).toBe(code);
  });

  it('uploadErrorMessage is the upload-address reading', () => {
    expect(
      uploadErrorMessage({ error: 'Forbidden', message: 'The upload address is not valid.' }),
    ).toBe('The upload address is not valid.');
  });
});
