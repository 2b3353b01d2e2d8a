// Each lead form, loaded from the CDN origin, filled and submitted in Chromium; the lead is then
// read back from the real API's store. The site's API base is its build-time default (:8787):
// those calls are routed to this run's API instance, which answers them for real.
import { assert, assertEqual, test } from '../harness.mjs';

const defaultApi = 'http://localhost:8787';

async function routeApiTo(page, api) {
  await page.route(`${defaultApi}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(defaultApi, api) });
    await route.fulfill({ response });
  });
}

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
  await routeApiTo(page, api);
  await page.goto(`${site}/lender`);
  await page.getByRole('button', { name: 'Book a Demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByText('Please input Business name').waitFor();
  await dialog.getByLabel('Business name').fill('Lagos Towers');
  await dialog.getByLabel('First name').fill('Tunde');
  await dialog.getByLabel('Last name').fill('Bakare');
  await dialog.getByLabel('Phone number').fill('+2348031234567');
  await dialog.getByLabel('Email').fill('tunde@lagostowers.ng');
  await dialog.getByRole('button', { name: 'Submit' }).click();
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
  await routeApiTo(page, api);
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  await page.goto(`${site}/schedule-call`);
  const form = page.locator('[data-gw-remote="waitlist-form"]');
  await form.getByLabel('First name').fill('Ngozi');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email').fill('ngozi@example.ca');
  await form.getByLabel('Phone number', { exact: true }).fill('4165550123');
  await form.getByLabel('Where do you want to build?').fill('Nigeria');
  await page.keyboard.press('Enter');
  await form.getByRole('radio', { name: 'New Build' }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/schedule-call-calendly$/);
  const lead = await lastLead(apiServer, 'waitlist');
  assertEqual(lead?.payload.buildCountry, 'Nigeria', 'the waitlist lead is stored');
  assertEqual(lead?.payload.phoneNumber, '14165550123', 'phone with its dial code, no +');
  const src = await page.locator('iframe').getAttribute('src');
  assert(src?.includes('email=ngozi%40example.ca'), `the calendar is prefilled (${src})`);
});
