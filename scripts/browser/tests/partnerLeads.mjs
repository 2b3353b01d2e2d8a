// Leads sent from the partner demo page under its strict CSP reach the real API with the
// partner's attribution: each demo desk's own partner id, the page URL and its UTM parameters.
import { assert, assertEqual, test } from '../fixtures.mjs';
import { eventLog, expectLogged, expectNoProblems, nextWidgetEvent } from '../partnerTools.mjs';

async function storedLead(apiServer, kind, email) {
  const leads = await apiServer.leads(kind);
  return leads.find((row) => row.payload.email === email);
}

function assertPartnerAttribution(lead, { partner, partnerId, component }) {
  assert(lead, `the ${component} lead reached the API`);
  assertEqual(lead.attribution.partner, partnerId, 'partner id stored');
  assertEqual(lead.attribution.surface, 'widget', 'surface stored');
  assertEqual(lead.attribution.component, component, 'widget stored');
  assert(
    lead.attribution.pageUrl.startsWith(`${partner}/members/`),
    `the partner page URL stored (${lead.attribution.pageUrl})`,
  );
  assertEqual(lead.attribution.utm?.source, 'partner-test', 'UTM stored');
}

const desks = [
  { button: 'Book a demo: Lagos', partnerId: 'ndba-lagos', first: 'Chidi' },
  { button: 'Book a demo: Abuja', partnerId: 'ndba-abuja', first: 'Hauwa' },
];

test('partner page: a demo lead from each of the two desks lands with its own partner id', async ({
  openPartnerPage,
  apiServer,
  partner,
}) => {
  const { page, problems } = await openPartnerPage();
  for (const { button, partnerId, first } of desks) {
    const email = `${first.toLowerCase()}.${partnerId}@example.ng`;
    const success = await nextWidgetEvent(page, 'gw:success');
    await page.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
    await dialog.waitFor();
    await dialog.getByLabel('Business name').fill(`${first} Builders`);
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill('Okonkwo');
    await dialog.getByLabel('Phone number').fill('+2348031234567');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    assertEqual((await success()).widget, 'demo', 'gw:success from the demo widget');
    await page.getByText('Thank you for booking a demo with the sales team.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expectLogged(page, 'gw:close', partnerId);
    const lead = await storedLead(apiServer, 'demo', email);
    assertPartnerAttribution(lead, { partner, partnerId, component: 'demo' });
    assertEqual(lead.payload.businessName, `${first} Builders`, 'the form values stored');
  }
  const logged = (await eventLog(page)).filter((row) => row.widget === 'demo');
  for (const { partnerId } of desks) {
    for (const type of ['gw:open', 'gw:submit', 'gw:success', 'gw:close']) {
      assert(
        logged.some((row) => row.type === type && row.text.includes(partnerId)),
        `${type} of the ${partnerId} desk logged`,
      );
    }
  }
  await expectNoProblems(problems);
});

test('partner page: a waitlist lead lands with the partner id, page URL and UTM', async ({
  openPartnerPage,
  site,
  apiServer,
  partner,
}) => {
  const { page, problems } = await openPartnerPage();
  // The default continues to the main site's calendar; the test stays on the partner's page.
  const success = await nextWidgetEvent(page, 'gw:success', { prevent: true });
  const form = page.locator('gw-waitlist form');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Obi');
  await form.getByLabel('Email').fill('ada.partner@example.ng');
  await form.getByLabel('Phone number', { exact: true }).fill('416 555 0100');
  const country = form.getByRole('combobox', { name: 'Where do you want to build?' });
  await country.click();
  await country.fill('Nigeria');
  await country.press('Enter');
  await form.getByRole('radio', { name: 'New Build' }).check();
  await form.getByRole('button', { name: /^Submit/ }).click();
  const detail = await success();
  assert(
    detail.path.startsWith('/schedule-call-calendly?'),
    `gw:success names the next step (${detail.path})`,
  );
  const lead = await storedLead(apiServer, 'waitlist', 'ada.partner@example.ng');
  assertPartnerAttribution(lead, {
    partner,
    partnerId: 'ndba',
    component: 'waitlist',
  });
  assertEqual(lead.payload.buildCountry, 'Nigeria', 'the form values stored');
  await expectNoProblems(problems);

  // On the main site, the calendar is prefilled from the link, which then leaves the address.
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  await page.goto(`${site}${detail.path}`);
  const src = await page.locator('iframe').getAttribute('src');
  assert(src?.includes('email=ada.partner%40example.ng'), `the calendar is prefilled (${src})`);
  assert(src?.includes('name=Ada+Obi'), `with the name (${src})`);
  assertEqual(new URL(page.url()).search, '', 'the name and e-mail left the address bar');
});
