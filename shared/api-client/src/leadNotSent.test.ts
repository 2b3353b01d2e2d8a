import { testApiPerFile } from '@gw/api/vitest';
import { brand } from '@gw/config';
import { buildDemoPayload } from '@gw/forms';
import { describe, expect, it } from 'vitest';
import {
  demoLeadPath,
  demoResultMessage,
  newIdempotencyKey,
  outboxFailure,
  outboxMessages,
} from './index.ts';
import { type ReadAnswer, submitLead } from './outbox/index.ts';
import { savedEntries } from './outbox/outboxStore.ts';
import { refusedUrl } from './test/localServer.ts';

// Issue 25, item 2: a lead that fails while the API answers is not "saved" forever. Through the
// public submit, against the real API (its /health and /client-reports).
const api = testApiPerFile();

const demo = buildDemoPayload({
  businessName: 'Adaeze Homes',
  firstName: 'Ada',
  lastName: 'Obi',
  phone: '+2348031234567',
  email: 'ada@adaezehomes.ng',
  description: '',
});
const readDemo: ReadAnswer = (answer) => ({
  ok: answer.status < 300,
  message: demoResultMessage(answer),
});

type Health = { clientReports: { last24h: number; last: Record<string, unknown> | null } };
const health = async () => (await (await fetch(`${api.url}/health`)).json()) as Health;

describe('a lead that cannot be sent while the API answers', () => {
  it('fails after 3 tries, with the e-mail way out, leaves the device, is reported', async () => {
    // The lead's own address refuses the connection; the API (its /health) answers.
    const key = newIdempotencyKey();
    const started = Date.now();
    const { outcome, later } = await submitLead(
      {
        key,
        path: demoLeadPath,
        body: demo,
        apiBase: api.url,
        url: `${await refusedUrl()}${demoLeadPath}`,
        attribution: { surface: 'widget', partner: 'ndba' },
      },
      readDemo,
    );
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(later).toBeUndefined();
    expect(outcome).toMatchObject({
      ok: false,
      saved: false,
      failed: true,
      message: outboxFailure.message,
      mailto: { label: outboxFailure.mailtoLabel },
    });
    const href = outcome.mailto?.href ?? '';
    expect(href.startsWith(`mailto:${brand.supportEmail}?subject=`)).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    expect(body).toContain('businessName: Adaeze Homes');
    expect(body).toContain('email: ada@adaezehomes.ng');
    expect((await savedEntries()).map((entry) => entry.key)).not.toContain(key);
    await expect
      .poll(async () => (await health()).clientReports.last, { timeout: 5000 })
      .toMatchObject({
        kind: 'lead-not-sent',
        path: demoLeadPath,
        reason: 'no-answer',
        code: 'ERR_NETWORK',
        surface: 'widget',
        partner: 'ndba',
      });
    expect(JSON.stringify(await health())).not.toContain('adaezehomes');
  }, 30_000);

  it('waits ("saved") while the API cannot be reached at all', async () => {
    const before = (await health()).clientReports.last24h;
    const down = await refusedUrl();
    const { outcome, later } = await submitLead(
      { key: newIdempotencyKey(), path: demoLeadPath, body: demo, apiBase: down },
      readDemo,
    );
    expect(outcome).toEqual({ ok: false, saved: true, message: outboxMessages.saved });
    expect(later).toBeInstanceOf(Promise);
    expect((await health()).clientReports.last24h).toBe(before);
  });

  it('shows a 400 at once, as today', async () => {
    const { outcome } = await submitLead(
      {
        key: newIdempotencyKey(),
        path: demoLeadPath,
        body: { ...demo, email: '' },
        apiBase: api.url,
      },
      readDemo,
    );
    expect(outcome).toMatchObject({ ok: false, saved: false });
    expect(outcome.failed).toBeUndefined();
  });
});
