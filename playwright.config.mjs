// Browser tests on Playwright Test (`npm run test:browser`, and the last step of `npm test`):
// Debian's Chromium, one worker (the tests share one environment, and some take the CDN down),
// a trace kept for each failure. `npm run test:browser -- --grep "partner page"` filters.
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/browser/chromium.mjs';

export default defineConfig({
  testDir: 'scripts/browser/tests',
  testMatch: '*.mjs',
  globalSetup: './scripts/browser/globalSetup.mjs',
  timeout: 45_000,
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  outputDir: 'dist/playwright/results',
  // Committed pictures for toHaveScreenshot (tests/siteVisual.mjs), one per name: one browser,
  // Debian's Chromium, everywhere the tests run.
  snapshotPathTemplate: 'scripts/browser/baselines/{arg}{ext}',
  reporter: [
    ['list'],
    ['html', { outputFolder: 'dist/playwright/report', open: 'never' }],
    ...(process.env.GW_BROWSER_REPORT
      ? [['json', { outputFile: process.env.GW_BROWSER_REPORT }]]
      : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
    trace: 'retain-on-failure',
  },
});
