// A visitor on a slow phone presses a button or sends a form before the page's JavaScript has
// arrived: the press is held and carried out once the page has hydrated, never lost.
import { assert, assertEqual, test } from '../fixtures.mjs';
import { isHydrated, waitForHydration } from '../pageTools.mjs';

/** Holds back the site's entry script for `ms`, so the page stays unhydrated that long. */
async function delayEntryScript(page, ms) {
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test('early input: Book a Demo pressed before hydration opens the demo form once ready', async ({
  newPage,
  site,
}) => {
  const page = await newPage();
  await delayEntryScript(page, 1500);
  await page.goto(`${site}/lender`, { waitUntil: 'commit' });
  const book = page.getByRole('button', { name: 'Book a Demo' });
  await book.waitFor();
  await book.click();
  assert(!(await isHydrated(book)), 'pressed before the page hydrated');
  await page.getByRole('dialog', { name: 'Schedule a Demo' }).waitFor({ timeout: 15_000 });
});

test('early input: the contact form sent before hydration is sent once ready, not reloaded', async ({
  newPage,
  site,
  apiServer,
}) => {
  const page = await newPage();
  await delayEntryScript(page, 1500);
  await page.goto(`${site}/contact`, { waitUntil: 'commit' });
  await page.getByLabel('First Name').fill('Amaka');
  await page.getByLabel('Last Name').fill('Eze');
  await page.getByLabel('Email').fill('amaka@example.ng');
  const message = 'Please call me about funding a duplex in Enugu.';
  await page.getByLabel('Message', { exact: true }).fill(message);
  const send = page.getByRole('button', { name: 'Send message' });
  await send.click();
  assert(!(await isHydrated(send)), 'sent before the page hydrated');
  await page.locator('[role="status"] p').waitFor({ timeout: 15_000 });
  assertEqual(new URL(page.url()).search, '', 'no native submit put the answers in the URL');
  const lead = (await apiServer.leads('contact')).at(-1);
  assertEqual(lead?.payload.description, message, 'the message is stored');
});

test('early scroll: a visitor who scrolled before hydration stays there; a route change still goes to the top', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await delayEntryScript(page, 800);
  await page.goto(`${site}/`, { waitUntil: 'commit' });
  const footer = page.getByRole('contentinfo');
  await footer.waitFor();
  await page.evaluate(() => window.scrollTo(0, 3000));
  assertEqual(
    await page.evaluate(() => Math.round(window.scrollY)),
    3000,
    'scrolled at first paint',
  );
  await waitForHydration(page.locator('main'));
  await page.waitForTimeout(1000);
  assertEqual(
    await page.evaluate(() => Math.round(window.scrollY)),
    3000,
    'still there after hydration',
  );
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).first().click();
  await page.waitForURL(/\/about-us$/);
  await page.waitForFunction(() => window.scrollY === 0);
});
