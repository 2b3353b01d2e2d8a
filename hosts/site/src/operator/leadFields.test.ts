import { describe, expect, it } from 'vitest';
import { deliveryState, fieldLabel, fieldValue, leadEmail, leadName } from './leadFields.ts';
import type { InboxLead } from './operatorApi.ts';

const lead = (
  payload: Record<string, unknown>,
  webhook: InboxLead['webhook'] = null,
): InboxLead => ({
  id: 1,
  kind: 'funding',
  payload,
  attribution: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  handledAt: null,
  consent: { notice: '2026-11-26', marketing: false, at: '2026-11-25T08:00:00.000Z' },
  webhook,
});

describe('lead fields', () => {
  it('names a lead from whichever fields its form used', () => {
    expect(leadName(lead({ firstName: 'Ada', lastName: 'Okafor' }))).toBe('Ada Okafor');
    expect(leadName(lead({ businessName: 'Okafor Homes' }))).toBe('Okafor Homes');
    expect(leadName(lead({}))).toBe('No name given');
    expect(leadEmail(lead({ businessEmail: 'ada@okafor.ng' }))).toBe('ada@okafor.ng');
  });

  it('labels keys and shows values as text', () => {
    expect(fieldLabel('uploadedFiles')).toBe('Uploaded files');
    expect(fieldLabel('utm_source')).toBe('Utm source');
    expect(fieldValue('')).toBe('—');
    expect(fieldValue(12)).toBe('12');
    expect(fieldValue({ a: 1 })).toBe('{\n  "a": 1\n}');
  });

  it('says where the webhook delivery stands', () => {
    expect(deliveryState(lead({}))).toMatch(/^Not sent/);
    expect(
      deliveryState(
        lead({}, { attempts: 2, deliveredAt: null, lastStatus: 500, nextAttemptAt: null }),
      ),
    ).toBe('Not delivered yet: 2 attempts, the last got HTTP 500.');
    expect(
      deliveryState(
        lead(
          {},
          {
            attempts: 3,
            deliveredAt: '2026-11-25T08:00:05.000Z',
            lastStatus: 200,
            nextAttemptAt: null,
          },
        ),
      ),
    ).toMatch(/^Delivered .*\(HTTP 200, 3 attempts\)\.$/);
  });
});
