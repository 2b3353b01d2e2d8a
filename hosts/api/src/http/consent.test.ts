import { consentNotice } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { readConsent } from './consent.ts';

// The X-Gw-Consent header as forms send it, and what the API keeps of anything else.
const now = Date.parse('2026-11-26T12:00:00.000Z');
const stored = new Date(now).toISOString();
const header = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const from = { pageUrl: 'https://ndba.example/build', partner: 'ndba-lagos' };

describe('readConsent', () => {
  it('keeps what a form sent: the notice version, the marketing choice, its time, the page and partner', () => {
    const given = {
      notice: consentNotice.version,
      marketing: true,
      at: '2026-11-26T11:58:30.250Z',
    };
    expect(readConsent(header(given), from, now)).toEqual({
      ...given,
      page: from.pageUrl,
      partner: from.partner,
    });
    expect(readConsent(header({ ...given, marketing: false }), {}, now)).toEqual({
      ...given,
      marketing: false,
    });
  });

  it('records "no notice shown" without the header, and for one that is not a form’s', () => {
    const none = { notice: null, marketing: false, at: stored };
    for (const value of [
      undefined,
      '',
      '%E0%A4%A',
      'not json',
      header(null),
      header(['2026-11-26']),
      header({ marketing: true, at: stored }),
      header({ notice: 20261126, marketing: true }),
      header({ notice: 'x'.repeat(33), marketing: true }),
      header({ notice: '<script>', marketing: true }),
      header({ notice: consentNotice.version, marketing: true, pad: 'x'.repeat(1_000) }),
    ]) {
      expect(readConsent(value, {}, now), String(value)).toEqual(none);
    }
    expect(readConsent(undefined, from, now)).toEqual({
      ...none,
      page: from.pageUrl,
      partner: from.partner,
    });
  });

  it('takes the marketing choice only when it is true itself', () => {
    for (const marketing of ['true', 1, 'yes', null]) {
      const record = readConsent(header({ notice: '2026-11-26', marketing, at: stored }), {}, now);
      expect(record.marketing).toBe(false);
    }
  });

  it('keeps the device’s time only when plausible (at most 30 days old, 5 minutes ahead), else the store time', () => {
    const at = (value: unknown) =>
      readConsent(header({ notice: '2026-11-26', marketing: false, at: value }), {}, now).at;
    expect(at('2026-11-26T12:04:59.000Z')).toBe('2026-11-26T12:04:59.000Z');
    expect(at('2026-10-28T12:00:01.000Z')).toBe('2026-10-28T12:00:01.000Z');
    expect(at('2026-11-26T13:00:00+01:00')).toBe('2026-11-26T12:00:00.000Z');
    for (const implausible of [
      '2026-11-26T12:06:00.000Z',
      '2026-10-01T12:00:00.000Z',
      '2126-11-26T12:00:00.000Z',
      '2026-11-26',
      'yesterday',
      now,
      null,
    ]) {
      expect(at(implausible), String(implausible)).toBe(stored);
    }
  });
});
