// Test mode (issue 28) in Chromium, on the partner page under its strict CSP: the Lagos demo desk
// with mode="test" shows its "Test mode" mark and sends a demo request, gw:success fires, the
// API stores the lead flagged as test, the default inbox list (an operator signed in) leaves it
// out, and the webhook receiver gets nothing for it, while a real lead still reaches it.
import { startPartnerServer } from '../../../hosts/partner/src/server.mjs';
import { expect, test } from '../fixtures.mjs';
import { PartnerPage } from '../pages/partnerPage.mjs';

const operator = { email: 'sales@groundwork.ng', password: 'test mode password 42' };
const tester = { business: 'Partner QA', first: 'Tess', last: 'Mode', email: 'tess@ndba-qa.ng' };
const real = {
  businessName: 'Real Builders',
  firstName: 'Ada',
  lastName: 'Real',
  phone: '+2348031234567',
  email: 'ada@realbuilders.ng',
};

/** An operator's session on the API: the cookie the inbox's calls carry. */
async function signIn(api) {
  const answer = await fetch(`${api}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(operator),
  });
  expect(answer.status, 'the operator signs in').toBe(204);
  return (answer.headers.get('set-cookie') ?? '').split(';')[0];
}

test('partner page: a demo request in test mode is stored as test, out of the inbox and the webhook', async ({
  newPage,
  cdn,
}) => {
  // An API of its own, delivering webhooks to a receiver here, and the partner page using it.
  const { startTestServer, webhookReceiver, until } = await import('@gw/api/testing');
  const receiver = await webhookReceiver(true);
  const api = await startTestServer({
    webhook: { url: receiver.url, secret: 'a-webhook-secret-of-some-length', intervalMs: 25 },
  });
  const partnerServer = await startPartnerServer({ cdn, api: api.url });
  try {
    // The partner's page, its Lagos desk in test mode: the attribute is on the element as the
    // parser inserts it, before the deferred widget scripts run (a page's HTML would have it;
    // rewriting the response instead would make Chromium treat the page as public, and refuse
    // its loopback CDN).
    const inTestMode = async (options) => {
      const page = await newPage(options);
      await page.addInitScript(() => {
        new MutationObserver(() => {
          document
            .querySelector('gw-demo[partner="ndba-lagos"]:not([mode])')
            ?.setAttribute('mode', 'test');
        }).observe(document, { childList: true, subtree: true });
      });
      return page;
    };
    const partnerPage = await PartnerPage.open({ newPage: inTestMode, partner: partnerServer.url });
    const desk = partnerPage.desk('Book a demo: Lagos');
    const host = partnerPage.widget('gw-demo');
    await expect(host.getByText('Test mode'), 'the mark by the launcher').toBeVisible();
    const success = await partnerPage.nextEvent('gw:success');
    await desk.open();
    await expect(desk.dialog.getByText('Test mode'), 'the mark in the dialog').toBeVisible();
    await desk.fill(tester);
    await desk.submit();
    expect((await success()).widget, 'gw:success from the demo widget').toBe('demo');
    await expect(desk.dialog).toBeHidden();

    const stored = (await api.leads('demo')).find((lead) => lead.payload.email === tester.email);
    expect(stored, 'the lead reached the API').toBeTruthy();
    expect(stored.test, 'stored as a test lead').toBe(true);
    expect(stored.attribution.partner).toBe('ndba-lagos');

    // A real lead after it, so the receiver is shown to be listening.
    const answer = await fetch(`${api.url}/leads/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(real),
    });
    const realId = (await answer.json()).data.id;

    await api.addOperator(operator.email, operator.password);
    const cookie = await signIn(api.url);
    const list = async (query = '') => {
      const page = await fetch(`${api.url}/admin/leads${query}`, { headers: { cookie } });
      return (await page.json()).data.map((lead) => lead.id);
    };
    expect(await list(), 'the default inbox list').toEqual([realId]);
    expect(await list('?test=true'), 'the test leads, when asked for').toEqual([stored.id]);

    await until(() => receiver.accepted.length >= 1);
    // Time for a queued test lead to have been sent too (the deliverer looks every 25 ms).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      receiver.accepted.map((event) => event.lead?.id),
      'the webhook had the real lead only',
    ).toEqual([realId]);
    await partnerPage.expectNoProblems();
  } finally {
    await partnerServer.close();
    await api.close();
    await receiver.close();
  }
});
