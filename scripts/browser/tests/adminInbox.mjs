// The operators' inbox (DESIGN.md §12) end to end: a funding application sent from the partner
// page's widget with a document, then an operator who mistypes the password, signs in at
// /admin-login, finds the lead, downloads its file, marks it handled, exports the filter as
// CSV and sees a new lead arrive without a reload.
import { readFile } from 'node:fs/promises';
import { assert, assertEqual, test } from '../fixtures.mjs';
import { answerFundingContact, answerFundingDetails, axeViolations } from '../pageTools.mjs';

const operator = { email: 'sales@groundwork.ng', password: 'inbox test password 42' };
const business = `Inbox Estates ${Date.now()}`;
const document = '%PDF-1.7 inbox survey plan';

async function sendFundingFromPartner(openPartnerPage) {
  const { page } = await openPartnerPage();
  await page.getByRole('button', { name: 'Apply for Funding', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Funding' });
  await dialog.getByLabel('Business name').fill(business);
  await dialog.getByLabel('Business email').fill('ops@inbox-estates.ng');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'survey-plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(document),
  });
  await page.getByText('Uploaded Successfully').waitFor();
  await answerFundingDetails(dialog, {
    description: 'Four semi-detached houses in Enugu',
    state: 'Enugu',
    amount: '64000000',
  });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await answerFundingContact(dialog, {
    first: 'Amaka',
    last: 'Inbox',
    email: 'amaka@inbox-estates.ng',
    role: 'Director',
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Application Successful').first().waitFor();
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
  await page.waitForURL(/\/admin-login\?next=/);
  assertEqual(
    await page.locator('meta[name="robots"]').getAttribute('content'),
    'noindex, nofollow',
    'the sign-in page is not indexed',
  );
  await page.getByLabel('Email').fill(operator.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('email or password is wrong', { exact: true }).waitFor();
  assertEqual(page.url().includes('/admin-login'), true, 'a wrong pair stays on the sign-in page');

  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\?kind=funding$/);
  await page.getByText(`Signed in as ${operator.email}`).waitFor();

  const search = page.getByRole('search', { name: 'Filter leads' });
  await search.getByLabel('Partner').fill('ndba');
  await search.getByLabel('Search').fill(business);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('partner') === 'ndba');
  const row = page.getByRole('button', { name: new RegExp(business) });
  await row.click();
  const detail = page.getByRole('region', { name: 'Amaka Inbox' });
  await detail.getByText('ops@inbox-estates.ng').waitFor();
  await detail.getByText('widget', { exact: true }).waitFor();
  const violations = await axeViolations(page);
  assertEqual(violations.length, 0, `axe on the inbox: ${JSON.stringify(violations)}`);

  const download = page.waitForEvent('download');
  await detail.getByRole('link', { name: 'Download document 1' }).click();
  const file = await download;
  assertEqual(
    await readFile(await file.path(), 'utf8'),
    document,
    'the downloaded file is the one the applicant uploaded',
  );

  await detail.getByRole('button', { name: 'Mark handled' }).click();
  await detail.getByText(/^Handled /).waitFor();
  await page.reload();
  await page
    .getByRole('region', { name: 'Amaka Inbox' })
    .getByText(/^Handled /)
    .waitFor();
  assert(page.url().includes('lead='), 'the open lead is in the URL, so it survives a reload');

  const csv = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const exported = await readFile(await (await csv).path(), 'utf8');
  assert(exported.includes(business), 'the export holds the filtered lead');
  assertEqual(exported.trim().split('\n').length, 2, 'a header and the one lead of the filter');

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
  assertEqual(sent.status, 201, 'a new demo request stored');
  await page.getByRole('button', { name: /Tunde Live/ }).waitFor({ timeout: 5_000 });
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
  await page.getByLabel('Email').fill('phone@groundwork.ng');
  await page.getByLabel('Password').fill(operator.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin$/);
  const row = page.getByRole('button', { name: /Chiamaka Phone/ });
  await row.focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('region', { name: 'Chiamaka Phone' });
  await detail.getByText('chiamaka.with.a.long.address@a-rather-long-domain.example.ng').waitFor();
  assertEqual(await row.isVisible(), false, 'the list gives way to the open lead');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert(width <= 390, `nothing runs past the screen (${width} px wide)`);
  await detail.getByRole('button', { name: 'Back to leads' }).click();
  await page.waitForFunction(() => document.activeElement?.textContent?.includes('Chiamaka Phone'));
});
