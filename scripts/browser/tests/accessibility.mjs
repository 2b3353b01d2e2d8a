// axe-core on every page the shell has, with reduced motion (no animation fakes contrast).
import { test } from '../fixtures.mjs';
import { axeViolations } from '../pageTools.mjs';

const pages = [
  { path: '/', ready: 'heading' },
  { path: '/fee-estimator', ready: 'slider' },
  { path: '/lender', ready: 'heading' },
  { path: '/developer', ready: 'heading' },
  { path: '/owner', ready: 'heading' },
  { path: '/schedule-call', ready: 'heading' },
  { path: '/waitlist-welcome', ready: 'heading' },
  { path: '/no-such-page', ready: 'heading' },
];

for (const { path, ready } of pages) {
  test(`axe: ${path} has no violations`, async ({ newPage, site }) => {
    const page = await newPage();
    await page.goto(`${site}${path}`);
    await page.getByRole(ready).first().waitFor();
    const violations = await axeViolations(page);
    if (violations.length) throw new Error(JSON.stringify(violations, null, 2));
  });
}
