// No lead lost when the API cannot be reached (DESIGN.md §10): on the site and in a remote, a
// submit that gets no answer keeps the answers, says the request is saved on this device and
// shows no success; once the API is reachable again (the browser's `online`), the
// lead lands, exactly once in the database, also when the page was reloaded in between.
import { expect, test } from '../fixtures.mjs';
import {
  answerFundingCompany,
  answerFundingContact,
  answerFundingDetails,
  defaultApi,
  routeDefaultApiTo,
  submitDemoForm,
  waitForHydration,
} from '../pageTools.mjs';
import { expectNoProblems, nextWidgetEvent } from '../partnerTools.mjs';

const saved =
  'No connection to our server right now. Your request is saved on this device and will be sent when the connection is back.';
const booked = 'Thank you for booking a demo with the sales team. We will reach out soon';

/**
 * Makes the API unreachable for this page (every request to it fails as a dropped connection
 * does); the returned function brings it back and tells the page it is online again.
 */
async function cutApi(page, apiUrls) {
  trackCalls(page, apiUrls);
  const abort = (route) => route.abort('internetdisconnected');
  for (const url of apiUrls) await page.route(`${url}/**`, abort);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  return async () => {
    for (const url of apiUrls) await page.unroute(`${url}/**`, abort);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
  };
}

/** The page's calls to the API under way (sent, neither answered nor failed yet). */
const underway = new WeakMap();

function trackCalls(page, apiUrls) {
  if (underway.has(page)) return;
  const open = new Set();
  underway.set(page, open);
  page.on('request', (request) => {
    if (apiUrls.some((url) => request.url().startsWith(url))) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/** Waits (bounded) until the store holds a lead of `kind` that `match` picks; all of them. */
async function storedLeads(apiServer, kind, match, { timeout = 15_000 } = {}) {
  let found = [];
  await expect
    .poll(
      async () => {
        found = (await apiServer.leads(kind)).filter(match);
        return found.length;
      },
      { message: `a ${kind} lead stored`, timeout },
    )
    .toBeGreaterThan(0);
  return found;
}

/**
 * Once the page's outbox is empty and none of its calls to the API is under way (nothing left
 * that could send a duplicate), the leads `match` picks.
 */
async function settledLeads(page, apiServer, kind, match) {
  await expect
    .poll(() => waitingOnDevice(page), { message: 'nothing left waiting on the device' })
    .toBe(0);
  await expect
    .poll(() => underway.get(page)?.size ?? 0, { message: 'no call to the API under way' })
    .toBe(0);
  return (await apiServer.leads(kind)).filter(match);
}

test('outbox, site: a contact message sent while the API is unreachable is kept, then stored once when back online', async ({
  newPage,
  site,
  api,
  apiServer,
}) => {
  const page = await newPage();
  await page.goto(`${site}/contact`);
  const first = page.getByLabel('First Name');
  await waitForHydration(first);
  const message = `Offline message ${Date.now()}`;
  await first.fill('Ngozi');
  await page.getByLabel('Last Name').fill('Eze');
  await page.getByLabel('Email').fill('ngozi@example.ng');
  await page.getByLabel('Message', { exact: true }).fill(message);
  const reconnect = await cutApi(page, [api]);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText(saved).waitFor();
  expect(await first.inputValue(), 'the answers are kept').toBe('Ngozi');
  expect(
    await page.getByText('Thank you for contacting us.', { exact: false }).count(),
    'no success shown',
  ).toBe(0);
  const byMessage = (lead) => lead.payload.description === message;
  expect((await apiServer.leads('contact')).filter(byMessage).length, 'nothing stored').toBe(0);

  await reconnect();
  await page
    .getByText('Thank you for contacting us.', { exact: false })
    .waitFor({ timeout: 15_000 });
  expect(await first.inputValue(), 'the form is cleared once it landed').toBe('');
  expect((await settledLeads(page, apiServer, 'contact', byMessage)).length, 'stored once').toBe(1);
});

test('outbox, remote: a demo booking kept on the device survives a reload and is stored once when back online', async ({
  newPage,
  site,
  api,
  apiServer,
}) => {
  const page = await newPage();
  await routeDefaultApiTo(page, api);
  await page.goto(`${site}/lender`);
  const open = page.getByRole('button', { name: 'Book a Demo' });
  await waitForHydration(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
  await dialog.waitFor();
  const reconnect = await cutApi(page, [api, defaultApi]);
  await submitDemoForm(dialog);
  await dialog.getByText(saved).waitFor();
  expect(await dialog.getByLabel('Business name').inputValue(), 'answers kept').toBe(
    'Lagos Towers',
  );
  expect(await page.getByText(booked).count(), 'no success shown').toBe(0);
  const email = 'tunde@lagostowers.ng';
  const before = (await apiServer.leads('demo')).filter((lead) => lead.payload.email === email);

  await page.reload();
  await waitForHydration(page.getByRole('button', { name: 'Book a Demo' }));
  expect(await waitingOnDevice(page), 'the booking waits in IndexedDB across the reload').toBe(1);
  await reconnect();
  const isNew = (lead) => lead.payload.email === email && !before.some((b) => b.id === lead.id);
  const stored = await storedLeads(apiServer, 'demo', isNew);
  expect(stored.length, 'the booking is stored after the reload').toBe(1);
  expect(stored[0]?.attribution.surface, 'as a lead from the remote').toBe('remote');
  expect((await settledLeads(page, apiServer, 'demo', isNew)).length, 'stored once').toBe(1);
});

/** How many submissions wait in this origin's outbox (IndexedDB `gw:outbox`). */
function waitingOnDevice(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('gw:outbox');
        request.onsuccess = () => {
          const read = request.result.transaction('submissions').objectStore('submissions').count();
          read.onsuccess = () => resolve(read.result);
        };
        request.onerror = () => resolve(-1);
      }),
  );
}

/** Opens a demo desk on the partner page, fills it, and presses Submit. */
async function submitPartnerDemo(page, button, email) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule a Demo' });
  await dialog.waitFor();
  await dialog.getByLabel('Business name').fill('Offline Builders');
  await dialog.getByLabel('First name').fill('Emeka');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Phone number').fill('+2348031234567');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  return dialog;
}

test('outbox, widget: a demo booking on the partner page waits on the device, then lands once (live, and across a reload)', async ({
  openPartnerPage,
  api,
  apiServer,
}) => {
  const { page, problems } = await openPartnerPage();
  const live = `live.${Date.now()}@example.ng`;
  const byEmail = (email) => (lead) => lead.payload.email === email;

  const reconnect = await cutApi(page, [api]);
  const error = await nextWidgetEvent(page, 'gw:error');
  const dialog = await submitPartnerDemo(page, 'Book a demo: Lagos', live);
  const said = await error();
  expect(said.message, 'gw:error carries the message shown').toBe(saved);
  expect(said.saved, 'gw:error says the booking is saved on the device').toBe(true);
  await dialog.getByText(saved).waitFor();
  expect(await dialog.getByLabel('Email').inputValue(), 'the answers are kept').toBe(live);
  expect(await page.getByText(booked).count(), 'no success shown').toBe(0);
  expect((await apiServer.leads('demo')).filter(byEmail(live)).length, 'nothing stored').toBe(0);
  const success = await nextWidgetEvent(page, 'gw:success');
  await reconnect();
  expect((await success()).widget, 'gw:success once the API has it').toBe('demo');
  await page.getByText(booked).first().waitFor();
  const stored = await settledLeads(page, apiServer, 'demo', byEmail(live));
  expect(stored.length, 'stored once').toBe(1);
  expect(stored[0]?.attribution.partner, "with the desk's partner id").toBe('ndba-lagos');

  const later = `reload.${Date.now()}@example.ng`;
  const reconnectAgain = await cutApi(page, [api]);
  await (await submitPartnerDemo(page, 'Book a demo: Abuja', later)).getByText(saved).waitFor();
  await page.reload({ waitUntil: 'load' });
  expect(await waitingOnDevice(page), 'the booking waits in IndexedDB across the reload').toBe(1);
  await reconnectAgain();
  expect((await storedLeads(apiServer, 'demo', byEmail(later))).length, 'stored').toBe(1);
  expect((await settledLeads(page, apiServer, 'demo', byEmail(later))).length, 'stored once').toBe(
    1,
  );
  expect(await waitingOnDevice(page), 'nothing left waiting').toBe(0);
  await expectNoProblems(problems);
});

test('outbox, funding: an application with a document chosen offline survives a reload, then the document and the application land once', async ({
  newPage,
  site,
  api,
  apiServer,
}) => {
  const page = await newPage();
  await routeDefaultApiTo(page, api);
  await page.goto(`${site}/developer`);
  const open = page.getByRole('button', { name: 'Apply for Funding', exact: true });
  await waitForHydration(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Funding' });
  await dialog.waitFor();
  const business = `Offline Build ${Date.now()}`;
  await answerFundingCompany(dialog, { business, email: 'ops@offlinebuild.ng' });
  await answerFundingDetails(dialog, {
    description: 'Twelve terraced houses in Enugu',
    state: 'Enugu',
    amount: '90000000',
  });

  const reconnect = await cutApi(page, [api, defaultApi]);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'title-deed.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 title deed'),
  });
  await page
    .getByText(
      'No connection: title-deed.pdf will be uploaded with your application when the connection is back.',
    )
    .waitFor();
  await dialog.getByText('Waiting for the connection').waitFor();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await answerFundingContact(dialog, {
    first: 'Obi',
    last: 'Nwosu',
    email: 'obi@offlinebuild.ng',
    role: 'Director',
  });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await page.getByText(saved).waitFor();
  expect(await page.getByText('Application Successful').count(), 'no success shown').toBe(0);
  expect(await dialog.getByLabel('Role (e.g. CEO)').inputValue(), 'answers kept').toBe('Director');

  await page.reload();
  await waitForHydration(page.getByRole('button', { name: 'Apply for Funding', exact: true }));
  const kept = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const request = indexedDB.open('gw:outbox');
        request.onsuccess = () => {
          const read = request.result
            .transaction('submissions')
            .objectStore('submissions')
            .getAll();
          read.onsuccess = () =>
            resolve(
              read.result.map((entry) => ({
                documents: (entry.documents ?? []).map((doc) => [doc.name, doc.file.size]),
              })),
            );
        };
        request.onerror = () => resolve([]);
      }),
  );
  expect(JSON.stringify(kept), 'the application and its document wait in IndexedDB').toBe(
    JSON.stringify([{ documents: [['title-deed.pdf', 19]] }]),
  );
  const byBusiness = (lead) => lead.payload.businessName === business;
  expect((await apiServer.leads('funding')).filter(byBusiness).length, 'nothing stored yet').toBe(
    0,
  );
  await reconnect();
  const stored = await storedLeads(apiServer, 'funding', byBusiness);
  expect(stored.length, 'the application is stored').toBe(1);
  const files = stored[0]?.payload.uploadedFiles ?? [];
  expect(files.length, 'with the document uploaded first').toBe(1);
  expect(files[0]?.S3Key, 'under landingpage/').toMatch(/^landingpage\/.+\.pdf$/);
  expect(files[0]?.name, 'by its name').toBe('title-deed.pdf');
  expect((await settledLeads(page, apiServer, 'funding', byBusiness)).length, 'stored once').toBe(
    1,
  );
});

test('attribution never costs a lead: a contact message from a link with ?utm_campaign=%00 is stored, without the NUL', async ({
  newPage,
  site,
  apiServer,
}) => {
  const page = await newPage();
  await page.goto(`${site}/contact?utm_source=mail&utm_campaign=%00`);
  const first = page.getByLabel('First Name');
  await waitForHydration(first);
  const message = `Message from a broken link ${Date.now()}`;
  await first.fill('Kemi');
  await page.getByLabel('Last Name').fill('Ade');
  await page.getByLabel('Email').fill('kemi@example.ng');
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await page
    .getByText('Thank you for contacting us.', { exact: false })
    .waitFor({ timeout: 15_000 });
  const [lead] = await storedLeads(
    apiServer,
    'contact',
    (row) => row.payload.description === message,
  );
  expect(lead, 'the message is stored').toBeTruthy();
  expect(JSON.stringify(lead.attribution.utm), 'UTM kept, NUL left out').toBe(
    JSON.stringify({ source: 'mail' }),
  );
});
