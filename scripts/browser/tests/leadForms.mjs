// Each lead form, loaded from the CDN origin, filled and submitted in Chromium; the lead is then
// read back from the real API's store. The site's API base is its build-time default (:8787):
// those calls are routed to this run's API instance, which answers them for real.
import { expect, test } from '../fixtures.mjs';
import { DemoForm, demoBooked } from '../pages/demoForm.mjs';
import { FundingWizard } from '../pages/fundingWizard.mjs';
import { WaitlistForm } from '../pages/waitlistForm.mjs';
import { axeViolations, routeDefaultApiTo } from '../pageTools.mjs';

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
  const demo = new DemoForm(page);
  await demo.open();
  await demo.submit();
  await expect(demo.dialog.getByText('Please input Business name')).toBeVisible();
  expect(await axeViolations(page), 'axe on the demo form with errors').toEqual([]);
  await demo.fill();
  await demo.submit();
  await expect(page.getByText(demoBooked)).toBeVisible();
  await expect(demo.dialog).toBeHidden();
  const lead = await lastLead(apiServer, 'demo');
  expect(lead?.payload.email, 'the demo lead is stored').toBe('tunde@lagostowers.ng');
  expect(String(lead?.attribution.pageUrl), 'with the page it came from').toMatch(/\/lender$/);
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
  await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
  expect(
    await page.getByRole('heading', { name: 'Join the waitlist' }).count(),
    'one Join the waitlist heading',
  ).toBe(1);
  const form = WaitlistForm.onSite(page);
  await form.fill();
  await form.submit();
  await expect(page).toHaveURL(/\/schedule-call-calendly$/);
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  const lead = await lastLead(apiServer, 'waitlist');
  expect(lead?.payload.buildCountry, 'the waitlist lead is stored').toBe('Nigeria');
  expect(lead?.payload.phoneNumber, 'phone with its dial code, no +').toBe('14165550123');
  await expect(page.locator('iframe'), 'the calendar is prefilled').toHaveAttribute(
    'src',
    /email=ngozi%40example\.ca/,
  );
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
  const wizard = new FundingWizard(page);
  await wizard.open();
  expect(await axeViolations(page), 'axe on the funding wizard').toEqual([]);
  await wizard.company({ business: 'Kano Build Co', email: 'ops@kanobuild.ng' });

  await wizard.attach('site-plan.pdf', '%PDF-1.7 site plan');
  await wizard.expectUploaded('site-plan.pdf');
  await wizard.details({
    description: '24-unit apartment block in Kano',
    state: 'Kano',
    amount: '150000000',
  });
  await wizard.next();

  await wizard.contact({ first: 'Musa', last: 'Bello', email: 'musa@kanobuild.ng', role: 'CEO' });
  await wizard.submit();
  await expect(page.getByText('Application Successful')).toBeVisible();

  const lead = await lastLead(apiServer, 'funding');
  expect(lead?.payload.amount, 'the amount is sent as a number').toBe(150000000);
  expect(lead?.payload.state, 'with the state loaded from the countries service').toBe('Kano');
  expect(statesCalls[0], 'states from the runtime countriesBase').toBe(`${api}/countries/states`);
  const files = lead?.payload.uploadedFiles ?? [];
  expect(files, 'with the uploaded document').toHaveLength(1);
  expect(files[0].S3Key, 'stored under landingpage/').toMatch(/^landingpage\/.+\.pdf$/);
});
