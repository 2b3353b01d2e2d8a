import { testApiPerFile } from '@gw/api/vitest';
import { attributionHeader, modeHeader } from '@gw/config';
import { buildDemoPayload } from '@gw/forms';
import { describe, expect, it } from 'vitest';
import {
  attributionHeaders,
  collectAttribution,
  demoLeadPath,
  demoResultMessage,
  inTestMode,
  modeHeaders,
  newIdempotencyKey,
} from './index.ts';
import { type ReadAnswer, submitLead } from './outbox/index.ts';
import { savedEntries } from './outbox/outboxStore.ts';
import { refusedUrl } from './test/localServer.ts';

// Issue 28 item 3: a widget in test mode says so in the X-Gw-Mode header, beside the
// attribution, on the first send and in the outbox entry that sends it again.
const api = testApiPerFile();

const demo = buildDemoPayload({
  businessName: 'Partner QA',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  email: 'qa@partner.ng',
  description: '',
});
const readDemo: ReadAnswer = (answer) => ({
  ok: answer.status < 300,
  message: demoResultMessage(answer),
});
const attribution = inTestMode(collectAttribution({ surface: 'widget', component: 'demo' }));

describe('test mode in the lead pipeline', () => {
  it('sends X-Gw-Mode: test beside the attribution, which does not carry the mode', () => {
    expect(modeHeaders(attribution)).toEqual({ [modeHeader]: 'test' });
    const sent = attributionHeaders(attribution)[attributionHeader] ?? '';
    expect(JSON.parse(decodeURIComponent(sent))).toEqual({ surface: 'widget', component: 'demo' });
    expect(modeHeaders(collectAttribution({ surface: 'widget' }))).toEqual({});
  });

  it('keeps the header in the outbox entry of a lead that waits on the device', async () => {
    const key = newIdempotencyKey();
    const { outcome } = await submitLead(
      { key, path: demoLeadPath, body: demo, apiBase: await refusedUrl(), attribution },
      readDemo,
    );
    expect(outcome.saved).toBe(true);
    const entry = (await savedEntries()).find((saved) => saved.key === key);
    expect(entry?.headers[modeHeader]).toBe('test');
  });

  it('goes through the real API, which stores the lead flagged as test', async () => {
    const key = newIdempotencyKey();
    const { outcome } = await submitLead(
      { key, path: demoLeadPath, body: demo, apiBase: api.url, attribution },
      readDemo,
    );
    expect(outcome.ok).toBe(true);
    const [lead] = await api.leads('demo');
    expect(lead).toMatchObject({ test: true, payload: { email: 'qa@partner.ng' } });
    expect(lead?.attribution).not.toHaveProperty('mode');
  });
});
