// axe-core on every page of the site's page table, at a phone (390 px) and a desktop (1280 px)
// width, with reduced motion (the fixture's: no animation fakes contrast), its in-page remotes
// live (a placeholder is not what a visitor uses).
import { expect, test } from '../fixtures.mjs';
import { axeViolations } from '../pageTools.mjs';
import { siteRoutes } from '../siteRoutes.mjs';

for (const width of [390, 1280]) {
  for (const [path] of siteRoutes) {
    test(`axe: ${path} at ${width} px has no violations`, async ({ newPage, site }) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.route('https://calendly.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
      );
      await page.goto(`${site}${path}`, { waitUntil: 'load' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-slot="remote-placeholder"]')).toHaveCount(0, {
        timeout: 15_000,
      });
      expect(await axeViolations(page), `axe on ${path} at ${width} px`).toEqual([]);
    });
  }
}
