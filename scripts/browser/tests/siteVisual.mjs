// What every route looks like, at 390 and 1280 px, compared with committed baselines
// (scripts/browser/baselines). A change of look is made on purpose: look at the new pictures,
// then `npm run test:browser -- --grep "looks as committed" --update-snapshots` and commit them.
import { expect, test } from '../fixtures.mjs';
import { sitePages } from '../siteRoutes.mjs';

const widths = [390, 1280];

/** What a page shows once its third-party frame has given up (they never load here). */
const settledText = {
  '/schedule-call-calendly': 'The booking calendar did not load.',
};

/** A file name for a url: `/pricing/premium` → `pricing-premium`. */
function baselineName(url, width) {
  const slug = url.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
  return `${slug}-${width}.png`;
}

/** Scrolls through the page so that lazy images and in-view remotes load, then back up. */
async function settle(page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page
    .locator('[data-slot=remote-placeholder]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
}

for (const width of widths) {
  for (const { url } of sitePages) {
    test(`looks as committed: ${url} at ${width} px`, async ({ newPage, site }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      // Third-party frames never load here: refuse them at once, so each run draws the same.
      await page.route(/^https:\/\/(?!localhost)[^/]*(calendly|youtube|vimeo)\./, (route) =>
        route.abort(),
      );
      await page.goto(`${site}${url}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      if (settledText[url]) await page.getByText(settledText[url]).waitFor();
      await expect(page).toHaveScreenshot(baselineName(url, width), {
        fullPage: true,
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.002,
        timeout: 15_000,
      });
    });
  }
}
