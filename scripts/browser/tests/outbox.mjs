// No lead lost when the API cannot be reached (DESIGN.md §10): on the site and in a remote, a
// submit that gets no answer keeps the answers, says the request is saved on this device and
// shows no success; once the API is reachable again (the browser's `online`), the
// lead lands, exactly once in the database, also when the page was reloaded in between.
import { assert, assertEqual, test } from '../fixtures.mjs';
import {
  answerFundingCompany,
  answerFundingContact,
  answerFundingDetails,
  defaultApi,
  routeDefaultApiTo,
  submitDemoForm,
  waitForHydration,
} from '../pageTools.mjs';
import { assertNoProblems, nextWidgetEvent } from '../partnerTools.mjs';

const saved =
  'No connection to our server right now. Your request is saved on this device and will be sent when the connection is back.';
const booked = 'Thank you for booking a demo with the sales team. We will reach out soon';

/**
 * Makes the API unreachable for this page (every request to it fails as a dropped connection
 * does); the returned function brings it back and tells the page it is online again.
 */
async function cutApi(page, apiUrls) {
  const abort = (route) => route.abort('internetdisconnected');
  for (const url of apiUrls) await page.route(`${url}/**`, abort);
  await page.evaluate(() => window.dispatchEvent(new Event('offline')));
  return async () => {
    for (const url of apiUrls) await page.unroute(`${url}/**`, abort);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
  };
}

/** Waits (bounded) until the store holds a lead of `kind` that `match` picks; all of them. */
async function storedLeads(apiServer, kind, match, { timeout = 15_000 } = {}) {
  const until = Date.now() + timeout;
  for (;;) {
    const found = (await apiServer.leads(kind)).filter(match);
    if (found.length > 0 || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A moment for a duplicate to arrive, then the leads `match` picks. */
async function settledLeads(apiServer, kind, match) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
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
  assertEqual(await first.inputValue(), 'Ngozi', 'the answers are kept');
  assertEqual(
    await page.getByText('Thank you for contacting us.', { exact: false }).count(),
    0,
    'no success shown',
  );
  const byMessage = (lead) => lead.payload.description === message;
  assertEqual((await apiServer.leads('contact')).filter(byMessage).length, 0, 'nothing stored');

  await reconnect();
  await page
    .getByText('Thank you for contacting us.', { exact: false })
    .waitFor({ timeout: 15_000 });
  assertEqual(await first.inputValue(), '', 'the form is cleared once it landed');
  assertEqual((await settledLeads(apiServer, 'contact', byMessage)).length, 1, 'stored once');
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
  assertEqual(
    await dialog.getByLabel('Business name').inputValue(),
    'Lagos Towers',
    'answers kept',
  );
  assertEqual(await page.getByText(booked).count(), 0, 'no success shown');
  const email = 'tunde@lagostowers.ng';
  const before = (await apiServer.leads('demo')).filter((lead) => lead.payload.email === email);

  await page.reload();
  await waitForHydration(page.getByRole('button', { name: 'Book a Demo' }));
  assertEqual(await waitingOnDevice(page), 1, 'the booking waits in IndexedDB across the reload');
  await reconnect();
  const isNew = (lead) => lead.payload.email === email && !before.some((b) => b.id === lead.id);
  const stored = await storedLeads(apiServer, 'demo', isNew);
  assertEqual(stored.length, 1, 'the booking is stored after the reload');
  assertEqual(stored[0]?.attribution.surface, 'remote', 'as a lead from the remote');
  assertEqual((await settledLeads(apiServer, 'demo', isNew)).length, 1, 'stored once');
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
  assertEqual(said.message, saved, 'gw:error carries the message shown');
  assertEqual(said.saved, true, 'gw:error says the booking is saved on the device');
  await dialog.getByText(saved).waitFor();
  assertEqual(await dialog.getByLabel('Email').inputValue(), live, 'the answers are kept');
  assertEqual(await page.getByText(booked).count(), 0, 'no success shown');
  assertEqual((await apiServer.leads('demo')).filter(byEmail(live)).length, 0, 'nothing stored');
  const success = await nextWidgetEvent(page, 'gw:success');
  await reconnect();
  assertEqual((await success()).widget, 'demo', 'gw:success once the API has it');
  await page.getByText(booked).first().waitFor();
  const stored = await settledLeads(apiServer, 'demo', byEmail(live));
  assertEqual(stored.length, 1, 'stored once');
  assertEqual(stored[0]?.attribution.partner, 'ndba-lagos', "with the desk's partner id");

  const later = `reload.${Date.now()}@example.ng`;
  const reconnectAgain = await cutApi(page, [api]);
  await (await submitPartnerDemo(page, 'Book a demo: Abuja', later)).getByText(saved).waitFor();
  await page.reload({ waitUntil: 'load' });
  assertEqual(await waitingOnDevice(page), 1, 'the booking waits in IndexedDB across the reload');
  await reconnectAgain();
  assertEqual((await storedLeads(apiServer, 'demo', byEmail(later))).length, 1, 'stored');
  assertEqual((await settledLeads(apiServer, 'demo', byEmail(later))).length, 1, 'stored once');
  assertEqual(await waitingOnDevice(page), 0, 'nothing left waiting');
  await assertNoProblems(problems);
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
  assertEqual(await page.getByText('Application Successful').count(), 0, 'no success shown');
  assertEqual(await dialog.getByLabel('Role (e.g. CEO)').inputValue(), 'Director', 'answers kept');

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
  assertEqual(
    JSON.stringify(kept),
    JSON.stringify([{ documents: [['title-deed.pdf', 19]] }]),
    'the application and its document wait in IndexedDB',
  );
  const byBusiness = (lead) => lead.payload.businessName === business;
  assertEqual(
    (await apiServer.leads('funding')).filter(byBusiness).length,
    0,
    'nothing stored yet',
  );
  await reconnect();
  const stored = await storedLeads(apiServer, 'funding', byBusiness);
  assertEqual(stored.length, 1, 'the application is stored');
  const files = stored[0]?.payload.uploadedFiles ?? [];
  assertEqual(files.length, 1, 'with the document uploaded first');
  assert(/^landingpage\/.+\.pdf$/.test(files[0]?.S3Key), `under landingpage/ (${files[0]?.S3Key})`);
  assertEqual(files[0]?.name, 'title-deed.pdf', 'by its name');
  assertEqual((await settledLeads(apiServer, 'funding', byBusiness)).length, 1, 'stored once');
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
  assert(lead, 'the message is stored');
  assertEqual(
    JSON.stringify(lead.attribution.utm),
    JSON.stringify({ source: 'mail' }),
    'UTM kept, NUL left out',
  );
});
