// Issue 27's data rights in the operator area, end to end against the real API: a funding
// application with a PDF sent from the partner page's widget; an operator signs in, opens Data
// requests, looks the applicant's address up, exports it (a zip), then erases it after typing
// the address again. The inbox no longer lists the lead, its file answers 404 and is gone from
// the API's uploads folder, and the audit log shows the erasure.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures.mjs';
import { OperatorSignIn } from '../pages/operatorSignIn.mjs';
import { axeViolations } from '../pageTools.mjs';

const operator = { email: 'rights@groundwork.ng', password: 'data rights test password 27' };
const business = `Rights Estates ${Date.now()}`;
const applicant = `ngozi.${Date.now()}@rights-estates.ng`;
const document = '%PDF-1.7 data rights site plan';

async function sendFundingFromPartner(openPartnerPage) {
  const { page, funding } = await openPartnerPage();
  await funding.open();
  await funding.company({ business, email: applicant });
  await funding.attach('site-plan.pdf', document);
  await funding.expectUploaded('site-plan.pdf');
  await funding.details({
    description: 'Six terraced houses in Abeokuta',
    state: 'Ogun',
    amount: '48000000',
  });
  await funding.next();
  await funding.contact({ first: 'Ngozi', last: 'Rights', email: applicant, role: 'Director' });
  await funding.submit();
  await expect(page.getByText('Application Successful').first()).toBeVisible();
  await page.close();
}

/** The operator pages' navigation and the view it marks as the current one. */
function operatorNav(page) {
  const nav = page.getByRole('navigation', { name: 'Operator pages' });
  return { nav, current: nav.locator('[aria-current="page"]') };
}

test('operator data rights: look a person up, export a zip, erase after typing the address; lead, file and upload gone, the erasure in the audit log', async ({
  openPartnerPage,
  newPage,
  operatorSite,
  api,
  apiServer,
}) => {
  await apiServer.addOperator(operator.email, operator.password);
  await sendFundingFromPartner(openPartnerPage);
  const stored = (await apiServer.leads('funding')).find(
    (lead) => lead.payload.email === applicant,
  );
  expect(stored, 'the application is stored').toBeTruthy();
  const key = stored.payload.uploadedFiles[0].S3Key;
  const upload = join(apiServer.dataDir, 'uploads', key);
  expect(existsSync(upload), 'its document is in the uploads folder').toBe(true);

  const page = await newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  await page.goto(`${operatorSite}/admin?view=data-requests`);
  await expect(page).toHaveURL(/\/admin-login\?next=/);
  await new OperatorSignIn(page).signIn(operator.email, operator.password);
  await expect(page, 'back on the view asked for').toHaveURL(/\/admin\?view=data-requests$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data requests');
  await expect(operatorNav(page).current).toHaveText('Data requests');
  const file = `${api}/admin/files/${key}`;
  expect((await page.request.get(file)).status(), 'the file downloads while held').toBe(200);

  await page.getByLabel('E-mail address').fill(applicant);
  await page.getByRole('button', { name: 'Look up' }).click();
  const held = page.getByRole('region', { name: `Held for ${applicant}` });
  await expect(
    held.getByRole('link', { name: `Funding applications, lead ${stored.id}` }),
  ).toBeVisible();
  await expect(held.getByText('Files').locator('xpath=following-sibling::dd')).toHaveText('1');
  expect(await axeViolations(page), 'axe on the data requests view').toEqual([]);

  const exportButton = held.getByRole('button', { name: 'Export' });
  await exportButton.click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the export' }).click();
  const zip = await download;
  const hash = createHash('sha256').update(applicant.toLowerCase()).digest('hex');
  expect(zip.suggestedFilename(), 'named after the address hash').toBe(
    `person-${hash.slice(0, 12)}.zip`,
  );
  const bytes = readFileSync(await zip.path());
  expect(bytes.subarray(0, 2).toString(), 'a zip').toBe('PK');
  expect(bytes.includes('person.json'), 'holding person.json').toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
    `Downloaded person-${hash.slice(0, 12)}.zip.`,
  );
  await expect(exportButton, 'focus back on the button that opened the dialog').toBeFocused();

  const eraseButton = held.getByRole('button', { name: 'Erase' });
  await eraseButton.click();
  const dialog = page.getByRole('dialog', { name: 'Erase everything held?' });
  const confirm = dialog.getByRole('button', { name: 'Erase for good' });
  await expect(confirm, 'not before the address is typed again').toBeDisabled();
  expect(await axeViolations(page), 'axe on the erase confirmation').toEqual([]);
  await dialog.getByLabel('Type the address again to confirm').fill(applicant);
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Erased' })).toHaveText(
    /^Erased 1 lead and 1 file; \d+ webhook deliver(y|ies) cancelled\.$/,
  );
  await expect(eraseButton).toBeFocused();

  expect((await page.request.get(file)).status(), 'the file answers 404').toBe(404);
  expect(existsSync(upload), 'the document is gone from the uploads folder').toBe(false);
  expect(
    (await apiServer.leads()).some((lead) => lead.id === stored.id),
    'the lead is gone from the database',
  ).toBe(false);

  await operatorNav(page).nav.getByRole('link', { name: 'Inbox' }).click();
  await expect(operatorNav(page).current).toHaveText('Inbox');
  const search = page.getByRole('search', { name: 'Filter leads' });
  await search.getByLabel('Search').fill(business);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByText('No leads match these filters.'),
    'the inbox lists it no more',
  ).toBeVisible();

  await operatorNav(page).nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const erasure = page.getByRole('row').filter({ hasText: 'person.erase' }).first();
  await expect(erasure).toContainText('Erased a person');
  await expect(erasure).toContainText(operator.email);
  await expect(erasure, 'the target is the address hash, not the address').toContainText(
    `person:${hash}`,
  );
  await expect(page.getByRole('table')).not.toContainText(applicant);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `${api}/admin/audit/export.csv`,
  );
  expect(await axeViolations(page), 'axe on the audit log').toEqual([]);
});

test('operator data rights at 390 px: data requests and the audit log stay on the screen', async ({
  newPage,
  operatorSite,
  apiServer,
}) => {
  await apiServer.addOperator('rights.phone@groundwork.ng', operator.password);
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(
    `${operatorSite}/admin-login?next=${encodeURIComponent('/admin?view=audit-log')}`,
  );
  await new OperatorSignIn(page).signIn('rights.phone@groundwork.ng', operator.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  const entries = page.getByRole('table', { name: 'Audit entries' });
  const signIn = entries.getByRole('row').filter({ hasText: 'sign-in' }).first();
  await expect(signIn).toBeVisible();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(
    await width(),
    'each entry stacks on the screen: no sideways scrolling',
  ).toBeLessThanOrEqual(390);
  const box = await signIn.boundingBox();
  expect(box?.width, 'an entry as wide as the screen allows').toBeLessThanOrEqual(350);
  await expect(signIn.getByText('rights.phone@groundwork.ng')).toBeInViewport();

  await page.getByRole('link', { name: 'Data requests' }).click();
  await page.getByLabel('E-mail address').fill('nobody@example.ng');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByText('No leads are held for this address.')).toBeVisible();
  expect(await width(), 'nothing runs past the screen').toBeLessThanOrEqual(390);
});
