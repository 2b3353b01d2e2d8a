// Leads sent from the partner demo page under its strict CSP reach the real API with the
// partner's attribution: each demo desk's own partner id, the page URL and its UTM parameters.
import { expect, test } from '../fixtures.mjs';

async function storedLead(apiServer, kind, email) {
  const leads = await apiServer.leads(kind);
  return leads.find((row) => row.payload.email === email);
}

function expectPartnerAttribution(lead, { partner, partnerId, component }) {
  expect(lead, `the ${component} lead reached the API`).toBeTruthy();
  expect(lead.attribution.partner, 'partner id stored').toBe(partnerId);
  expect(lead.attribution.surface, 'surface stored').toBe('widget');
  expect(lead.attribution.component, 'widget stored').toBe(component);
  expect(lead.attribution.pageUrl, 'the partner page URL stored').toMatch(
    new RegExp(`^${partner.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/members/`),
  );
  expect(lead.attribution.utm?.source, 'UTM stored').toBe('partner-test');
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
  const partnerPage = await openPartnerPage();
  const { page } = partnerPage;
  for (const { button, partnerId, first } of desks) {
    const email = `${first.toLowerCase()}.${partnerId}@example.ng`;
    const success = await partnerPage.nextEvent('gw:success');
    const desk = partnerPage.desk(button);
    await desk.open();
    await desk.fill({ business: `${first} Builders`, first, last: 'Okonkwo', email });
    await desk.submit();
    expect((await success()).widget, 'gw:success from the demo widget').toBe('demo');
    await expect(
      page.getByText('Thank you for booking a demo with the sales team.').first(),
    ).toBeVisible();
    await expect(desk.dialog).toBeHidden();
    await partnerPage.expectLogged('gw:close', partnerId);
    const lead = await storedLead(apiServer, 'demo', email);
    expectPartnerAttribution(lead, { partner, partnerId, component: 'demo' });
    expect(lead.payload.businessName, 'the form values stored').toBe(`${first} Builders`);
  }
  const logged = (await partnerPage.eventLog()).filter((row) => row.widget === 'demo');
  for (const { partnerId } of desks) {
    for (const type of ['gw:open', 'gw:submit', 'gw:success', 'gw:close']) {
      expect(
        logged.some((row) => row.type === type && row.text.includes(partnerId)),
        `${type} of the ${partnerId} desk logged`,
      ).toBe(true);
    }
  }
  await partnerPage.expectNoProblems();
});

test('partner page: a waitlist lead lands with the partner id, page URL and UTM', async ({
  openPartnerPage,
  site,
  apiServer,
  partner,
}) => {
  const partnerPage = await openPartnerPage();
  const { page, waitlist } = partnerPage;
  // The default continues to the main site's calendar; the test stays on the partner's page.
  const success = await partnerPage.nextEvent('gw:success', { prevent: true });
  await waitlist.fill({
    first: 'Ada',
    last: 'Obi',
    email: 'ada.partner@example.ng',
    phone: '416 555 0100',
  });
  await waitlist.submit();
  const detail = await success();
  expect(detail.path, 'gw:success names the next step').toMatch(/^\/schedule-call-calendly\?/);
  const lead = await storedLead(apiServer, 'waitlist', 'ada.partner@example.ng');
  expectPartnerAttribution(lead, {
    partner,
    partnerId: 'ndba',
    component: 'waitlist',
  });
  expect(lead.payload.buildCountry, 'the form values stored').toBe('Nigeria');
  await partnerPage.expectNoProblems();

  // On the main site, the calendar is prefilled from the link, which then leaves the address.
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  await page.goto(`${site}${detail.path}`);
  const src = await page.locator('iframe').getAttribute('src');
  expect(src, 'the calendar is prefilled').toContain('email=ada.partner%40example.ng');
  expect(src, 'with the name').toContain('name=Ada+Obi');
  expect(new URL(page.url()).search, 'the name and e-mail left the address bar').toBe('');
});
