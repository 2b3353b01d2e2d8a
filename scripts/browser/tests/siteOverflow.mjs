// No route scrolls sideways on a 390 px phone: the document is never wider than the viewport,
// with the page's remote loaded, and with the mobile menu open in each of its views.
import { expect, test } from '../fixtures.mjs';
import { siteRoutes } from '../siteRoutes.mjs';

const width = 390;

/** The document's width and, when it is too wide, the elements that stick out (for the message). */
function measure(viewport) {
  const wide = [];
  for (const element of document.querySelectorAll('body *')) {
    const { right } = element.getBoundingClientRect();
    if (right > viewport + 0.5) {
      const name = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`;
      wide.push(`${name} (right ${Math.round(right)})`);
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
}

async function expectNoOverflow(page, what) {
  const { scrollWidth, wide } = await page.evaluate(measure, width);
  expect(
    scrollWidth,
    `${what} is no wider than ${width} px; sticking out: ${wide.join(', ')}`,
  ).toBeLessThanOrEqual(width);
}

async function phonePage(newPage) {
  const page = await newPage({ viewport: { width, height: 844 } });
  // The booking widget is a third party: answer it locally so the test stays offline.
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  return page;
}

for (const [path] of siteRoutes) {
  test(`no sideways scroll: ${path} at ${width} px`, async ({ newPage, site }) => {
    const page = await phonePage(newPage);
    await page.goto(`${site}${path}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A page's in-page remote replaces its placeholder: measure what the visitor ends up with.
    await page
      .locator('[data-slot=remote-placeholder]')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
    await expectNoOverflow(page, path);
  });
}

test(`no sideways scroll: the mobile menu's three views at ${width} px`, async ({
  newPage,
  site,
}) => {
  const page = await phonePage(newPage);
  await page.goto(`${site}/developer`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await menu.waitFor();
  await expectNoOverflow(page, 'the menu');
  for (const view of ['Solutions', 'Pricing']) {
    await menu.getByRole('button', { name: view }).click();
    await page.getByRole('navigation', { name: view }).waitFor();
    await expectNoOverflow(page, `the menu's ${view} view`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
  }
});
