// A cheap phone parses slowly: Chromium may paint a page before its HTML is parsed whole. On a
// CPU slowed six times, no first paint may show a part of the page that later content moves.
import { expect, test } from '../fixtures.mjs';
import { layoutShift, recordLayoutShift } from '../pageTools.mjs';

const paths = ['/', '/fee-estimator', '/lender'];

for (const path of paths) {
  test(`slow CPU: ${path} paints without layout shift at 1280 and 390 px`, async ({
    newPage,
    site,
  }) => {
    for (const width of [1280, 390]) {
      const page = await newPage({ viewport: { width, height: 800 } });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await recordLayoutShift(page);
      await page.goto(`${site}${path}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Let hydration and any remote finish replacing their placeholders.
      await page.waitForLoadState('networkidle');
      const shift = await layoutShift(page);
      expect(shift, `${path} at ${width} px: no layout shift (CLS)`).toBeLessThan(0.01);
      await page.close();
    }
  });
}
