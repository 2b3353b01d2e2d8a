// axe-core on every route of the site at a phone (390 px) and a desktop (1280 px) width.
import { test } from '../fixtures.mjs';
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
      await page.getByRole('heading', { level: 1 }).waitFor();
      const violations = await axeViolations(page);
      if (violations.length) throw new Error(JSON.stringify(violations, null, 2));
    });
  }
}
