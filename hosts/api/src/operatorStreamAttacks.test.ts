// Issue 27 item 6: attacks on the operator event stream; each test is named after the attack.
import { csrfHeader } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { bodies } from '../testing/fixtures.ts';
import { adminToken, operatorAttackApi } from '../testing/operatorAttackApi.ts';
import { sessionLimits } from './routes/admin.ts';
import { eventPollMs } from './routes/inbox.ts';

const ops = operatorAttackApi();

type Sse = { event: string; data: string };
/** Opens GET /admin/events and collects its events until the server ends the stream. */
async function openEvents(cookie: string) {
  const response = await fetch(`${ops.api.url}/admin/events`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const events: Sse[] = [];
  let buffer = '';
  const ended = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .find((line) => line.startsWith(`${name}:`))
            ?.slice(name.length + 1)
            .trim();
        if (field('event')) events.push({ event: field('event') ?? '', data: field('data') ?? '' });
      }
    }
  })();
  const within = <T>(work: Promise<T>, ms: number) =>
    Promise.race([work, new Promise<'timeout'>((resolve) => setTimeout(resolve, ms, 'timeout'))]);
  return {
    events,
    /** Resolves once an event named `name` has come, or rejects after a few polls. */
    async next(name: string) {
      const started = Date.now();
      while (!events.some((event) => event.event === name)) {
        if (Date.now() - started > eventPollMs * 4) throw new Error(`no ${name} event came`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** Whether the server ended the stream within a few polls. */
    ended: () => within(ended, eventPollMs * 4),
    close: () => reader.cancel().catch(() => {}),
  };
}

/** A lead stored the way the lead endpoints store one, carrying personal data. */
async function storeLead(email: string): Promise<number> {
  const stored = await ops.api.store.insertLead('demo', { ...bodies.demo, email }, {});
  return stored.lead.id;
}
const leadsSent = (events: Sse[]) =>
  events.filter((event) => event.event === 'lead').map((event) => JSON.parse(event.data).id);

/**
 * The attack: a stream opened while signed in keeps running after the session has ended
 * (`end` does that), and a lead stored then must never reach it.
 */
async function expectStreamEndsWithSession(
  end: (signedIn: { email: string; cookie: string; csrfToken: string }) => Promise<void>,
) {
  const email = await ops.newOperator();
  const signedIn = await ops.session(email);
  const stream = await openEvents(signedIn.cookie);
  try {
    await stream.next('ready');
    // While the session stands, a new lead comes through: the stream works.
    const before = await storeLead('before@example.ng');
    await stream.next('lead');
    expect(leadsSent(stream.events)).toEqual([before]);
    await end({ email, ...signedIn });
    const after = await storeLead('after@example.ng');
    expect(await stream.ended()).toBe(true);
    expect(leadsSent(stream.events)).not.toContain(after);
    expect(stream.events.at(-1)?.event).toBe('end');
    expect(JSON.parse(stream.events.at(-1)?.data ?? '{}').reason).toBe('session_ended');
    // The browser's reconnection meets a 401.
    const again = await fetch(`${ops.api.url}/admin/events`, {
      headers: { cookie: signedIn.cookie },
    });
    expect(again.status).toBe(401);
  } finally {
    await stream.close();
  }
}

describe('attacks on the operator event stream', () => {
  it('a stream kept open after sign-out (DELETE /admin/session) stops before the next lead', async () => {
    await expectStreamEndsWithSession(async ({ cookie, csrfToken }) => {
      const out = await fetch(`${ops.api.url}/admin/session`, {
        method: 'DELETE',
        headers: { cookie, [csrfHeader]: csrfToken },
      });
      expect(out.status).toBe(204);
    });
  });

  it('a stream kept open by an operator removed with `npm run admin -- remove` stops', async () => {
    await expectStreamEndsWithSession(async ({ email }) => {
      // What the admin CLI calls while the server holds the database.
      const removed = await fetch(`${ops.api.url}/admin/operators/${encodeURIComponent(email)}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(removed.status).toBe(204);
    });
  });

  it('a stream left open past the idle limit stops: the stream alone does not keep a session alive', async () => {
    await expectStreamEndsWithSession(async () => {
      ops.advance(sessionLimits.idleMs + 1_000);
    });
  });

  it('a stream kept open past the absolute limit stops, even while the session is in use', async () => {
    await expectStreamEndsWithSession(async ({ cookie }) => {
      const end = ops.now() + sessionLimits.maxAgeMs + 1_000;
      while (ops.now() < end) {
        ops.advance(sessionLimits.idleMs / 2);
        await fetch(`${ops.api.url}/admin/leads?limit=1`, { headers: { cookie } });
      }
    });
  });
});
