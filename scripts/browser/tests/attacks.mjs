// Browser attacks of issue 12: what a partner's page holds stays on it; what runs on it is what
// the partner pinned.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { root } from '../../lib/paths.mjs';
import { expect, test } from '../fixtures.mjs';
import { FundingWizard } from '../pages/fundingWizard.mjs';
import { routeDefaultApiTo, waitForHydration } from '../pageTools.mjs';

test("attack: a partner's stored session token never reaches our API from a widget", async ({
  openPartnerPage,
  api,
  partner,
}) => {
  const partnerPage = await openPartnerPage();
  const { page, funding } = partnerPage;
  await page.evaluate(() => localStorage.setItem('token', 'partner-session-secret'));
  await page
    .context()
    .addCookies([{ name: 'session', value: 'partner-cookie-secret', url: partner }]);
  const sent = [];
  page.on('request', (request) => {
    if (request.url().startsWith(api)) sent.push(request);
  });
  await funding.open();
  await funding.company({ business: 'Owerri Estates', email: 'ops@owerri-estates.ng' });
  await funding.attach('survey-plan.pdf', '%PDF-1.7 survey plan');
  await expect(funding.uploaded).toBeVisible();
  const upload = sent.find((request) => request.url().endsWith('/files/upload'));
  expect(upload, 'the widget asked for an upload address').toBeTruthy();
  const leaked = [];
  for (const request of sent) {
    const headers = await request.allHeaders();
    const text = `${JSON.stringify(headers)} ${request.postData() ?? ''}`;
    if (/partner-session-secret|partner-cookie-secret/.test(text) || headers.authorization)
      leaked.push(request.url());
  }
  expect(
    leaked,
    'no request to the API carries the partner token, cookie or any Authorization',
  ).toEqual([]);
  await partnerPage.expectNoProblems();
});

test("the main site's own stored token goes with its upload-address request (spec §6)", async ({
  newPage,
  site,
  api,
}) => {
  const page = await newPage();
  await routeDefaultApiTo(page, api);
  await page.goto(`${site}/developer`);
  await page.evaluate(() => localStorage.setItem('token', 'site-visitor-token'));
  const wizard = new FundingWizard(page);
  await waitForHydration(wizard.launcher);
  await wizard.open();
  await wizard.company({ business: 'Kano Build Co', email: 'ops@kanobuild.ng' });
  const asked = page.waitForRequest((request) => request.url().endsWith('/files/upload'));
  await wizard.attach('site-plan.pdf', '%PDF-1.7 site plan');
  expect((await (await asked).allHeaders()).authorization, 'Bearer sent').toBe(
    'Bearer site-visitor-token',
  );
});

/** A page of its own on 127.0.0.1 (a real address: Chromium's local-network rules apply). */
async function servePage(html) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

test('a partner pins a widget release with Subresource Integrity: it runs; a file that differs is refused', async ({
  newPage,
  cdn,
}) => {
  const { version, files } = JSON.parse(
    readFileSync(join(root, 'widgets/dist/release.json'), 'utf8'),
  );
  const pinned = (integrity) => `<!doctype html><html><body>
    <script src="${cdn}/widgets/${version}/demo.js" integrity="${integrity}" crossorigin="anonymous"></script>
    <gw-demo partner="pinned-test"></gw-demo></body></html>`;
  const good = await servePage(pinned(files['demo.js']));
  const bad = await servePage(pinned(`sha384-${'A'.repeat(64)}`));
  try {
    const page = await newPage();
    await page.goto(good.url);
    await expect(page.getByRole('button', { name: 'Book a Demo' })).toBeVisible();
    const modules = `${cdn}/widgets/${version}/modules/demo-`;
    await expect
      .poll(
        () =>
          page.evaluate(
            (prefix) =>
              performance
                .getEntriesByType('resource')
                .some((entry) => entry.name.startsWith(prefix)),
            modules,
          ),
        { message: 'the modules come from the same release' },
      )
      .toBe(true);

    const tampered = await newPage();
    const said = [];
    tampered.on('console', (message) => said.push(message.text()));
    await tampered.goto(bad.url, { waitUntil: 'load' });
    expect(await tampered.evaluate(() => 'Groundwork' in window), 'not run').toBe(false);
    expect(
      said.some((text) => /integrity/i.test(text)),
      'the browser says why',
    ).toBe(true);
  } finally {
    good.close();
    bad.close();
  }
});
