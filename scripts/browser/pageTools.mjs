// Small helpers the browser tests share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { root } from '../lib/paths.mjs';
import { DemoForm } from './pages/demoForm.mjs';
import { FundingWizard } from './pages/fundingWizard.mjs';

/** Every URL the page requests from now on. */
export function trackRequests(page) {
  const urls = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Records the page's cumulative layout shift (read it with `layoutShift(page)`). */
export async function recordLayoutShift(page) {
  await page.addInitScript(() => {
    window.__gwLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.hadRecentInput) window.__gwLayoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export function layoutShift(page) {
  return page.evaluate(() => window.__gwLayoutShift);
}

/** Whether React has hydrated the element (it then carries React's internal fiber key). */
const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

export function isHydrated(locator) {
  return locator.evaluate(hydrated);
}

/**
 * Waits until React has hydrated the element `locator` matches: an event fired before that,
 * such as a blur, reaches no handler.
 */
export async function waitForHydration(locator) {
  await expect
    .poll(() => isHydrated(locator), { message: 'hydrated by React', timeout: 15_000 })
    .toBe(true);
}

/**
 * Answers the demo form (in `dialog`, a locator) as a visitor would and presses Submit.
 * The steps of pages/demoForm.mjs, for the tests that hold the dialog (outbox.mjs).
 */
export async function submitDemoForm(dialog) {
  const form = new DemoForm(dialog.page());
  await form.fill();
  await form.submit();
}

const axeSource = readFileSync(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2 A/AA rules) on the page; returns the violations, summarised. */
export async function axeViolations(page) {
  // Evaluated through DevTools, which the page's CSP does not govern (a <script> tag it would).
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
  return violations;
}

// The funding wizard's steps (pages/fundingWizard.mjs), for the tests that hold its dialog
// (outbox.mjs).

/** Funding wizard step 1 (in `dialog`): the business, then Next. */
export const answerFundingCompany = (dialog, answers) =>
  new FundingWizard(dialog.page()).company(answers);

/** Funding wizard step 2 without its documents; stays on the step. */
export const answerFundingDetails = (dialog, answers) =>
  new FundingWizard(dialog.page()).details(answers);

/** Funding wizard step 3: the contact person. */
export const answerFundingContact = (dialog, answers) =>
  new FundingWizard(dialog.page()).contact(answers);

/** The API base the site and the remotes were built with (GW_API_BASE's default). */
export const defaultApi = 'http://localhost:8787';

/** Answers the page's calls to the build-time API base from this run's API, for real. */
export async function routeDefaultApiTo(page, api) {
  await page.route(`${defaultApi}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(defaultApi, api) });
    await route.fulfill({ response });
  });
}
