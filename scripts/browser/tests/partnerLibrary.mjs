// The partner demo page's other variants: its own bundle of the library entry (`?library`, no
// funding script tag) and, without the hostile stylesheet (`?plain`), axe inside the widgets.

import { assert, assertEqual, test } from '../fixtures.mjs';
import { axeViolations } from '../pageTools.mjs';
import { expectNoProblems } from '../partnerTools.mjs';

test('partner page: the library entry loads a widget file on first mount and replays open()', async ({
  openPartnerPage,
  cdn,
}) => {
  // Five widgets by script tag; funding comes through the partner's bundle.
  const { page, problems } = await openPartnerPage({ query: 'library', readyCount: 5 });
  await page.waitForSelector('#library-mounted dialog[open]');
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
  assertEqual(state.scripts, 1, 'funding.js added once, from the CDN');
  assertEqual(state.opened, 'yes', 'gw:open reached the partner');
  assert(state.widgets.includes('funding'), 'window.Groundwork lists the loaded widget');
  await page.evaluate(() => window.libraryHandle.unmount());
  await page.waitForSelector('#library-mounted dialog', { state: 'detached' });
  await expectNoProblems(problems);
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
  await page.waitForSelector('gw-role-picker dialog[open]');
  // The whole page: the partner's own markup is held to the same rules as the widgets.
  const violations = await axeViolations(page);
  assertEqual(violations.length, 0, `axe violations: ${JSON.stringify(violations)}`);
});
