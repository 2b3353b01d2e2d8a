// Home's below-the-fold sections: prerendered, loaded and hydrated only as they near the view,
// and a click that lands before their code does is not lost (React drops it on its own).
import { expect, test } from '../fixtures.mjs';

test('home: below-the-fold code loads on scroll; an early FAQ click still opens the answer', async ({
  newPage,
  site,
}) => {
  // A small phone's screen (iPhone SE, 375 x 667, as cheap Android phones): the sections start
  // well past the fold and the 400 px the site loads ahead (a 390 x 844 screen now reaches the
  // first one with the brand type's shorter hero, and loading it then is what should happen).
  const page = await newPage({ viewport: { width: 375, height: 667 } });
  const sectionChunks = [];
  page.on('request', (request) => {
    if (/\/assets\/HomeSections-/.test(request.url())) sectionChunks.push(request.url());
  });
  // A slow network for the sections' chunk: the click below lands before it has arrived.
  await page.route(/\/assets\/HomeSections-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  // Loaded, hydrated, and nothing more asked for over half a second (what networkidle means).
  await page.goto(`${site}/`, { waitUntil: 'networkidle' });
  expect(sectionChunks, 'the first screen does not load the sections below it').toEqual([]);

  const question = page.getByRole('button', { name: 'What is Groundwork?' });
  await question.scrollIntoViewIfNeeded();
  expect(await question.getAttribute('aria-expanded'), 'prerendered, closed').toBe('false');
  await question.click();
  await expect(question, 'the early click opens the answer').toHaveAttribute(
    'aria-expanded',
    'true',
    { timeout: 10_000 },
  );
  expect(sectionChunks, 'the sections load once, when scrolled to').toHaveLength(1);
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
  await expect(page).toHaveURL(`${site}/lender`, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => window.__gwSameDocument === true),
    'the lender page opened in the same document (in-app navigation)',
  ).toBe(true);
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
  await expect(
    page.getByRole('heading', { level: 1, name: 'Build with visibility and control' }),
  ).toBeVisible();
  // Read at once: a web-first wait would also pass a section that came a moment later.
  expect(
    await page.locator('#built-for-heading').count(),
    'the Built For section is there as soon as home is',
  ).toBe(1);
});

/** Waits until no resource has finished loading for half a second. */
async function resourcesSettled(page) {
  const finished = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = await finished();
        const settled = count === last;
        last = count;
        return settled;
      },
      {
        message: 'the resources settled',
        intervals: [500],
      },
    )
    .toBe(true);
}
