// Issue 25, items 2 and 3: a broken CSP on purpose. The site is served with a connect-src that
// lets the page reach the API but not its upload address (/uploads/…), as a wrong CSP did under
// `npm start`. The funding wizard with a document then cannot send; the visitor must be told it
// could not be sent, with a prepared e-mail of their answers (not "saved on this device"), and
// the API must hear of it (a client report, shown in /health and the inbox).
import { expect, test } from '../fixtures.mjs';
import { FundingWizard } from '../pages/fundingWizard.mjs';
import { OperatorSignIn } from '../pages/operatorSignIn.mjs';
import { defaultApi, routeDefaultApiTo, waitForHydration } from '../pageTools.mjs';

const notSent =
  'Your request could not be sent. Your answers are still in the form: e-mail them to our team instead, or try again later.';
const saved = /saved on this device/;

/** Every API path the site calls, as CSP sources (a trailing / allows what is under it). */
const apiPaths = [
  '/health',
  '/client-reports',
  '/files/',
  '/countries/',
  '/funding-application/',
  '/leads/',
  '/waitlist/',
  '/inquiries/',
  '/v1/',
];

/**
 * Adds a second policy to the page (a CSP <meta>, enforced with the site's own header: both
 * must allow a call) whose connect-src names the API only by its paths, so its uploads are
 * refused. A <meta> rather than a rewritten header: a response Playwright fulfils has no address,
 * and Chromium then refuses the page's calls to loopback servers (local network access).
 */
async function refuseUploads(page, { cdn, apiOrigins }) {
  const sources = [
    "'self'",
    cdn,
    ...apiOrigins.flatMap((origin) => apiPaths.map((path) => `${origin}${path}`)),
  ];
  const policy = `connect-src ${sources.join(' ')}`;
  await page.evaluate((content) => {
    const meta = document.createElement('meta');
    meta.httpEquiv = 'Content-Security-Policy';
    meta.content = content;
    document.head.prepend(meta);
  }, policy);
  return policy;
}

test('lead not sent: a CSP that refuses the upload address shows "could not be sent" with an e-mail way out, and the API hears of it', async ({
  browser,
  site,
  cdn,
  api,
}) => {
  // Not the `newPage` fixture: it fails a test on any CSP refusal, and here they are the point.
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  const refusals = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to connect/i.test(message.text()))
      refusals.push(message.text());
  });
  const reportsBefore = (await (await fetch(`${api}/health`)).json()).clientReports.last24h;
  await routeDefaultApiTo(page, api);

  await page.goto(`${site}/developer`);
  const wizard = new FundingWizard(page);
  await waitForHydration(wizard.launcher);
  const policy = await refuseUploads(page, {
    cdn: new URL(cdn).origin,
    apiOrigins: [new URL(api).origin, defaultApi],
  });
  expect(policy).not.toContain('/uploads');
  await wizard.open();
  const business = `Blocked Uploads ${Date.now()}`;
  await wizard.company({ business, email: 'ops@blockeduploads.ng' });
  await wizard.attach('survey-plan.pdf', '%PDF-1.7 survey plan');
  await wizard.details({
    description: 'Six bungalows in Abeokuta',
    state: 'Ogun',
    amount: '48000000',
  });
  await wizard.next();
  await wizard.contact({
    first: 'Tolu',
    last: 'Adeyemi',
    email: 'tolu@blockeduploads.ng',
    role: 'Director',
  });
  await wizard.submit();

  // Three tries within seconds (outboxBounds), then the truth, with the way out.
  const message = page.getByText(notSent);
  await expect(message).toBeVisible({ timeout: 30_000 });
  const mail = page.getByRole('link', { name: 'E-mail your answers to our team' });
  await expect(mail).toBeVisible();
  await expect(mail).toHaveAttribute('href', /^mailto:[^?]+\?subject=.+&body=.+/);
  const body = decodeURIComponent((await mail.getAttribute('href'))?.split('&body=')[1] ?? '');
  expect(body, 'the e-mail carries the answers').toContain(`businessName: ${business}`);
  expect(body, 'and names the document to attach').toContain('survey-plan.pdf');
  await expect(page.getByText(saved), 'not "saved on this device"').toHaveCount(0);
  await expect(page.getByText('Application Successful')).toHaveCount(0);
  await expect(wizard.dialog.getByLabel('Role (e.g. CEO)'), 'the answers stay').toHaveValue(
    'Director',
  );
  expect(refusals.length, 'the CSP did refuse the upload').toBeGreaterThan(0);

  // The API heard of it: a client report, without the visitor's answers.
  await expect
    .poll(async () => (await (await fetch(`${api}/health`)).json()).clientReports)
    .toMatchObject({
      last24h: reportsBefore + 1,
      last: {
        kind: 'lead-not-sent',
        path: '/funding-application/create',
        reason: expect.stringMatching(/^(csp-refused|upload-failed)$/),
        surface: 'remote',
      },
    });
  const health = await (await fetch(`${api}/health`)).text();
  expect(health, 'no personal data in the report').not.toContain('blockeduploads');

  // What the visitor sees, on a phone and on a desktop (not committed).
  await page.screenshot({ path: '/tmp/lead-not-sent-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(message).toBeVisible();
  await page.screenshot({ path: '/tmp/lead-not-sent-390.png' });
  await context.close();
});

test('lead not sent: the operator inbox shows the delivery problems the API heard of', async ({
  newPage,
  operatorSite,
  api,
  apiServer,
}) => {
  const operator = { email: 'delivery@groundwork.ng', password: 'delivery problems 42' };
  await apiServer.addOperator(operator.email, operator.password);
  const report = {
    kind: 'lead-not-sent',
    path: '/leads/request',
    reason: 'csp-refused',
    code: 'ERR_NETWORK',
    surface: 'widget',
    partner: 'acme-homes',
  };
  const posted = await fetch(`${api}/client-reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://acme-homes.example' },
    body: JSON.stringify(report),
  });
  expect(posted.status).toBe(201);

  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${operatorSite}/admin-login?next=/admin`);
  await new OperatorSignIn(page).signIn(operator.email, operator.password);
  const problems = page.getByText(/^Delivery problems: \d+ in the last 24 hours$/);
  await expect(problems).toBeVisible();
  await problems.click();
  await expect(
    page.getByText(/\/leads\/request · the page's security policy refused/),
  ).toContainText('partner acme-homes');
});
