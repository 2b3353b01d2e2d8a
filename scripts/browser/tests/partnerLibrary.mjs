// The partner demo page's other variants: its own bundle of the library entry (`?library`, no
// funding script tag) and, without the hostile stylesheet (`?plain`), axe inside the widgets.

import { expect, test } from '../fixtures.mjs';
import { axeViolations } from '../pageTools.mjs';

test('partner page: the library entry loads a widget file on first mount and replays open()', async ({
  openPartnerPage,
  cdn,
}) => {
  // Five widgets by script tag; funding comes through the partner's bundle.
  const partnerPage = await openPartnerPage({ query: 'library', readyCount: 5 });
  const { page } = partnerPage;
  await expect(page.locator('#library-mounted dialog[open]')).toBeVisible();
  const state = await page.evaluate(
    (cdn) => ({
      scripts: [...document.querySelectorAll('script[src]')].filter(
        (script) => script.getAttribute('src') === `${cdn}/widgets/funding.js`,
      ).length,
      opened: document.getElementById('library-mounted')?.dataset.opened,
      widgets: window.Groundwork?.widgets,
    }),
    cdn,
  );
  expect(state.scripts, 'funding.js added once, from the CDN').toBe(1);
  expect(state.opened, 'gw:open reached the partner').toBe('yes');
  expect(state.widgets, 'window.Groundwork lists the loaded widget').toContain('funding');
  await page.evaluate(() => window.libraryHandle.unmount());
  await expect(page.locator('#library-mounted dialog')).not.toBeAttached();
  await partnerPage.expectNoProblems();
});

test('partner page: the page and the widgets in their shadow roots pass axe, dialog open', async ({
  openPartnerPage,
}) => {
  const { page } = await openPartnerPage({
    query: 'plain',
    // axe is injected as an inline script, which the page's own CSP would refuse.
    bypassCSP: true,
  });
  await page.getByRole('button', { name: 'Learn More' }).click();
  await expect(page.locator('gw-role-picker dialog[open]')).toBeVisible();
  // The whole page: the partner's own markup is held to the same rules as the widgets.
  const violations = await axeViolations(page);
  expect(violations, 'axe violations').toEqual([]);
});
