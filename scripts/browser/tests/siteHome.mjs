// Home's below-the-fold sections: prerendered, loaded and hydrated only as they near the view,
// and a click that lands before their code does is not lost (React drops it on its own).
import { assert, test } from '../fixtures.mjs';

test('home: below-the-fold code loads on scroll; an early FAQ click still opens the answer', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  const sectionChunks = [];
  page.on('request', (request) => {
    if (/\/assets\/HomeSections-/.test(request.url())) sectionChunks.push(request.url());
  });
  // A slow network for the sections' chunk: the click below lands before it has arrived.
  await page.route(/\/assets\/HomeSections-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`${site}/`, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  assert(sectionChunks.length === 0, 'the first screen does not load the sections below it');

  const question = page.getByRole('button', { name: 'What is Groundwork?' });
  await question.scrollIntoViewIfNeeded();
  assert((await question.getAttribute('aria-expanded')) === 'false', 'prerendered, closed');
  await question.click();
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button[aria-expanded]')].some(
        (button) =>
          button.textContent?.includes('What is Groundwork?') && button.ariaExpanded === 'true',
      ),
    null,
    { timeout: 10_000 },
  );
  assert(sectionChunks.length === 1, 'the sections load once, when scrolled to');
});

test('home: a link clicked before its section has loaded navigates in-app, no page reload', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.route(/\/assets\/HomeSections-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(`${site}/`, { waitUntil: 'load' });
  // A mark on this document: a reload would wipe it.
  await page.evaluate(() => {
    window.__gwSameDocument = true;
  });
  const link = page.getByRole('link', { name: 'Learn more about Lenders' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await page.waitForURL(`${site}/lender`, { timeout: 10_000 });
  await page.getByRole('heading', { level: 1 }).waitFor();
  assert(
    await page.evaluate(() => window.__gwSameDocument === true),
    'the lender page opened in the same document (in-app navigation)',
  );
});

test('home: from another page, intent on a home link loads the lower sections before the click', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site}/lender`, { waitUntil: 'networkidle' });
  const sectionsChunk = page.waitForResponse(/\/assets\/HomeSections-/, { timeout: 5_000 });
  await page.getByRole('link', { name: 'Groundwork' }).first().hover();
  await sectionsChunk;
  await resourcesSettled(page); // the chunk's own imports too
  await page.getByRole('link', { name: 'Groundwork' }).first().click();
  // Rendered with the page, not a moment after it. (The logo strip is on /lender too, so the
  // home hero's heading is what says home has rendered.)
  await page
    .getByRole('heading', { level: 1, name: 'Build with visibility and control' })
    .waitFor();
  assert(
    (await page.locator('#built-for-heading').count()) === 1,
    'the Built For section is there as soon as home is',
  );
});

/** Waits until no resource has finished loading for half a second. */
async function resourcesSettled(page) {
  let last = -1;
  for (;;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (count === last) return;
    last = count;
    await page.waitForTimeout(500);
  }
}
