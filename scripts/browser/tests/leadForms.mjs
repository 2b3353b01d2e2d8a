// Each lead form, loaded from the CDN origin, filled and submitted in Chromium; the lead is then
// read back from the real API's store. The site's API base is its build-time default (:8787):
// those calls are routed to this run's API instance, which answers them for real.
import { assert, assertEqual, test } from '../fixtures.mjs';
import {
  answerFundingContact,
  answerFundingDetails,
  axeViolations,
  routeDefaultApiTo,
  submitDemoForm,
} from '../pageTools.mjs';

async function lastLead(apiServer, kind) {
  const leads = await apiServer.leads(kind);
  return leads.at(-1);
}

test('lender: Book a Demo submits and the lead is stored with its attribution', async ({
  newPage,
  site,
  api,
  apiServer,
}) => {
  const page = await newPage();
  await routeDefaultApiTo(page, api);
  await page.goto(`${site}/lender`);
  await page.getByRole('button', { name: 'Book a Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Please input Business name').waitFor();
  const violations = await axeViolations(page);
  assertEqual(
    violations.length,
    0,
    `axe on the demo form with errors: ${JSON.stringify(violations)}`,
  );
  await submitDemoForm(dialog);
  await page
    .getByText('Thank you for booking a demo with the sales team. We will reach out soon')
    .waitFor();
  await dialog.waitFor({ state: 'hidden' });
  const lead = await lastLead(apiServer, 'demo');
  assertEqual(lead?.payload.email, 'tunde@lagostowers.ng', 'the demo lead is stored');
  assert(String(lead?.attribution.pageUrl).endsWith('/lender'), 'with the page it came from');
});

test('schedule-call: the waitlist form stores the lead and continues to the calendar', async ({
  newPage,
  site,
  api,
  apiServer,
}) => {
  const page = await newPage();
  await routeDefaultApiTo(page, api);
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  await page.goto(`${site}/schedule-call`);
  // The page says 'Join the waitlist' once; the form under it has its own title.
  await page.getByRole('form', { name: 'Your details' }).waitFor();
  assertEqual(
    await page.getByRole('heading', { name: 'Join the waitlist' }).count(),
    1,
    'one Join the waitlist heading',
  );
  const form = page.locator('[data-gw-remote="waitlist-form"]');
  await form.getByLabel('First name').fill('Ngozi');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email').fill('ngozi@example.ca');
  await form.getByLabel('Phone number', { exact: true }).fill('4165550123');
  await form.getByLabel('Where do you want to build?', { exact: true }).fill('Nigeria');
  await page.keyboard.press('Enter');
  await form.getByRole('radio', { name: 'New Build' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/schedule-call-calendly$/);
  await page.getByText('Success', { exact: true }).waitFor();
  const lead = await lastLead(apiServer, 'waitlist');
  assertEqual(lead?.payload.buildCountry, 'Nigeria', 'the waitlist lead is stored');
  assertEqual(lead?.payload.phoneNumber, '14165550123', 'phone with its dial code, no +');
  const src = await page.locator('iframe').getAttribute('src');
  assert(src?.includes('email=ngozi%40example.ca'), `the calendar is prefilled (${src})`);
});

test('developer: the funding wizard uploads a document with progress and submits', async ({
  newPage,
  site,
  api,
  apiServer,
}) => {
  const page = await newPage();
  await routeDefaultApiTo(page, api);
  // The states come from the countries service named in /site-config.json (this run's API).
  const statesCalls = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/countries/states')) statesCalls.push(request.url());
  });
  await page.goto(`${site}/developer`);
  await page.getByRole('button', { name: 'Apply for Funding', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Funding' });
  await dialog.waitFor();
  const violations = await axeViolations(page);
  assertEqual(violations.length, 0, `axe on the funding wizard: ${JSON.stringify(violations)}`);
  await dialog.getByLabel('Business name').fill('Kano Build Co');
  await dialog.getByLabel('Business email').fill('ops@kanobuild.ng');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'site-plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 site plan'),
  });
  await page.getByText('Uploaded Successfully').waitFor();
  await dialog.getByText('site-plan.pdf').waitFor();
  await answerFundingDetails(dialog, {
    description: '24-unit apartment block in Kano',
    state: 'Kano',
    amount: '150000000',
  });
  await dialog.getByRole('button', { name: 'Next' }).click();

  await answerFundingContact(dialog, {
    first: 'Musa',
    last: 'Bello',
    email: 'musa@kanobuild.ng',
    role: 'CEO',
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Application Successful').waitFor();

  const lead = await lastLead(apiServer, 'funding');
  assertEqual(lead?.payload.amount, 150000000, 'the amount is sent as a number');
  assertEqual(lead?.payload.state, 'Kano', 'with the state loaded from the countries service');
  assertEqual(statesCalls[0], `${api}/countries/states`, 'states from the runtime countriesBase');
  const files = lead?.payload.uploadedFiles ?? [];
  assertEqual(files.length, 1, 'with the uploaded document');
  assert(
    /^landingpage\/.+\.pdf$/.test(files[0].S3Key),
    `stored under landingpage/ (${files[0].S3Key})`,
  );
});
