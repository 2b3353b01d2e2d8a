// The operators' inbox (DESIGN.md §12) end to end: a funding application sent from the partner
// page's widget with a document, then an operator who mistypes the password, signs in at
// /admin-login, finds the lead, downloads its file, marks it handled, exports the filter as
// CSV and sees a new lead arrive without a reload.
import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures.mjs';
import { OperatorSignIn } from '../pages/operatorSignIn.mjs';
import { axeViolations } from '../pageTools.mjs';

const operator = { email: 'sales@groundwork.ng', password: 'inbox test password 42' };
const business = `Inbox Estates ${Date.now()}`;
const document = '%PDF-1.7 inbox survey plan';

async function sendFundingFromPartner(openPartnerPage) {
  const { page, funding } = await openPartnerPage();
  await funding.open();
  await funding.company({ business, email: 'ops@inbox-estates.ng' });
  await funding.attach('survey-plan.pdf', document);
  await funding.expectUploaded('survey-plan.pdf');
  await funding.details({
    description: 'Four semi-detached houses in Enugu',
    state: 'Enugu',
    amount: '64000000',
  });
  await funding.next();
  await funding.contact({
    first: 'Amaka',
    last: 'Inbox',
    email: 'amaka@inbox-estates.ng',
    role: 'Director',
  });
  await funding.submit();
  await expect(page.getByText('Application Successful').first()).toBeVisible();
  await page.close();
}

test('operator inbox: sign in, find a partner widget lead, open its file, mark it handled, export CSV, see a new lead live', async ({
  openPartnerPage,
  newPage,
  operatorSite,
  api,
  apiServer,
}) => {
  await apiServer.addOperator(operator.email, operator.password);
  await sendFundingFromPartner(openPartnerPage);

  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${operatorSite}/admin?kind=funding`);
  await expect(page).toHaveURL(/\/admin-login\?next=/);
  await expect(
    page.locator('meta[name="robots"]'),
    'the sign-in page is not indexed',
  ).toHaveAttribute('content', 'noindex, nofollow');
  const signIn = new OperatorSignIn(page);
  await signIn.signIn(operator.email, 'not the password at all');
  await expect(signIn.refused).toBeVisible();
  expect(page.url(), 'a wrong pair stays on the sign-in page').toContain('/admin-login');

  await signIn.signIn(operator.email, operator.password);
  await expect(page).toHaveURL(/\/admin\?kind=funding$/);
  await expect(page.getByText(`Signed in as ${operator.email}`)).toBeVisible();

  const search = page.getByRole('search', { name: 'Filter leads' });
  await search.getByLabel('Partner').fill('ndba');
  await search.getByLabel('Search').fill(business);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('partner') === 'ndba');
  const row = page.getByRole('button', { name: new RegExp(business) });
  await row.click();
  const detail = page.getByRole('region', { name: 'Amaka Inbox' });
  await expect(detail.getByText('ops@inbox-estates.ng')).toBeVisible();
  await expect(detail.getByText('widget', { exact: true })).toBeVisible();
  expect(await axeViolations(page), 'axe on the inbox').toEqual([]);

  const download = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Download document 1' }).click();
  const file = await download;
  expect(
    await readFile(await file.path(), 'utf8'),
    'the downloaded file is the one the applicant uploaded',
  ).toBe(document);

  await detail.getByRole('button', { name: 'Mark handled' }).click();
  await expect(detail.getByText(/^Handled /)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Amaka Inbox' }).getByText(/^Handled /),
  ).toBeVisible();
  expect(page.url(), 'the open lead is in the URL, so it survives a reload').toContain('lead=');

  const csv = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const exported = await readFile(await (await csv).path(), 'utf8');
  expect(exported, 'the export holds the filtered lead').toContain(business);
  expect(exported.trim().split('\n'), 'a header and the one lead of the filter').toHaveLength(2);

  await page.getByRole('button', { name: 'Back to leads' }).click();
  await search.getByLabel('Search').fill('');
  await search.getByLabel('Partner').fill('');
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Demo requests' }).click();
  await page.waitForURL((url) => url.searchParams.get('kind') === 'demo');
  const sent = await fetch(`${api}/leads/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessName: 'Live Homes',
      firstName: 'Tunde',
      lastName: 'Live',
      phone: '+2348031234567',
      email: 'tunde@livehomes.ng',
    }),
  });
  expect(sent.status, 'a new demo request stored').toBe(201);
  await expect(
    page.getByRole('button', { name: /Tunde Live/ }),
    'the new lead shows live',
  ).toBeVisible({
    timeout: 5_000,
  });
});

test('operator inbox at 390 px: an open lead takes the screen, nothing runs off it, and back returns focus to it', async ({
  newPage,
  operatorSite,
  api,
  apiServer,
}) => {
  await apiServer.addOperator('phone@groundwork.ng', operator.password);
  await fetch(`${api}/leads/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      businessName: 'A Rather Long Business Name For A Small Screen Limited',
      firstName: 'Chiamaka',
      lastName: 'Phone',
      phone: '+2348031234567',
      email: 'chiamaka.with.a.long.address@a-rather-long-domain.example.ng',
    }),
  });
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${operatorSite}/admin-login`);
  await new OperatorSignIn(page).fill('phone@groundwork.ng', operator.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  const row = page.getByRole('button', { name: /Chiamaka Phone/ });
  await row.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'Chiamaka Phone' });
  await expect(
    detail.getByText('chiamaka.with.a.long.address@a-rather-long-domain.example.ng'),
  ).toBeVisible();
  expect(await row.isVisible(), 'the list gives way to the open lead').toBe(false);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'nothing runs past the screen').toBeLessThanOrEqual(390);
  await detail.getByRole('button', { name: 'Back to leads' }).click();
  await expect(row, 'back returns focus to the lead').toBeFocused();
});
