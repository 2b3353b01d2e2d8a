// The browser tests' fixtures on Playwright Test: one environment per worker (the built site, a
// private CDN copy, the real API, the partner page; see environment.mjs), a `newPage` that opens a
// fresh context under each origin's real headers, and the partner page opened and ready. Tests
// import `test` and Playwright's `expect` from here.
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

import { startEnvironment } from './environment.mjs';
import { PartnerPage } from './pages/partnerPage.mjs';

/** What a Content-Security-Policy refusal looks like in the console. */
const refusal = /Content.Security.Policy|Refused to (load|execute|apply|connect|frame|run)/i;

/** A value of the worker's environment, as a fixture of its own. */
const fromEnv = (key) => [async ({ env }, use) => use(env[key]), { scope: 'worker' }];

export const test = base.extend({
  env: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function names.
    async ({}, use) => {
      const env = await startEnvironment();
      console.log(
        `browser: site ${env.site}, cdn ${env.cdn}, api ${env.api}, partner ${env.partner}`,
      );
      await use(env);
      await env.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: fromEnv('site'),
  operatorSite: fromEnv('operatorSite'),
  cdn: fromEnv('cdn'),
  api: fromEnv('api'),
  apiServer: fromEnv('apiServer'),
  partner: fromEnv('partner'),
  stopCdn: fromEnv('stopCdn'),
  startCdn: fromEnv('startCdn'),
  readRemotes: fromEnv('readRemotes'),
  writeRemotes: fromEnv('writeRemotes'),
  publishCopy: fromEnv('publishCopy'),

  /**
   * A fresh browser context per page: no cache or storage shared between tests. Every page runs
   * under its origin's real headers (the site's CSP included): a refusal fails the test.
   */
  newPage: async ({ browser }, use) => {
    const violations = [];
    const contexts = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ reducedMotion: 'reduce', ...options });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.log(`    page error: ${error.message}`));
      page.on('console', (message) => {
        if (refusal.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
      });
      return page;
    });
    for (const context of contexts) await context.close();
    if (violations.length > 0) {
      throw new Error(`CSP violations:\n${[...new Set(violations)].join('\n')}`);
    }
  },

  /** Opens the partner page and waits for every widget's gw:ready: a PartnerPage (pages/). */
  openPartnerPage: async ({ newPage, partner }, use) => {
    await use((options) => PartnerPage.open({ newPage, partner }, options));
  },
});
