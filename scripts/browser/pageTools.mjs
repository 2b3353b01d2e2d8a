// Small helpers the browser tests share.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib/paths.mjs';

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
  await locator.waitFor();
  await locator.page().waitForFunction(hydrated, await locator.elementHandle());
}

/** Answers the demo form (in `dialog`, a locator) as a visitor would and presses Submit. */
export async function submitDemoForm(dialog) {
  await dialog.getByLabel('Business name').fill('Lagos Towers');
  await dialog.getByLabel('First name').fill('Tunde');
  await dialog.getByLabel('Last name').fill('Bakare');
  await dialog.getByLabel('Phone number').fill('+2348031234567');
  await dialog.getByLabel('Email').fill('tunde@lagostowers.ng');
  await dialog.getByRole('button', { name: 'Submit' }).click();
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

/** Funding wizard step 1 (in `dialog`): the business, then Next. */
export async function answerFundingCompany(dialog, { business, email }) {
  await dialog.getByLabel('Business name').fill(business);
  await dialog.getByLabel('Business email').fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();
}

/**
 * Funding wizard step 2 without its documents: description, Nigeria and a state (loaded from
 * the countries service), naira and an amount. Stays on the step.
 */
export async function answerFundingDetails(dialog, { description, state, amount }) {
  const page = dialog.page();
  await dialog.getByLabel('Project description').fill(description);
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Nigeria');
  await page.keyboard.press('Enter');
  const picker = dialog.getByRole('combobox', { name: 'State' });
  await page.waitForFunction((el) => !el.disabled, await picker.elementHandle());
  await picker.fill(state);
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Currency').selectOption('NGN');
  await dialog.getByLabel('Amount').fill(amount);
}

/** Funding wizard step 3: the contact person (a Nigerian phone number). */
export async function answerFundingContact(dialog, { first, last, email, role }) {
  await dialog.getByLabel('First name').fill(first);
  await dialog.getByLabel('Last name').fill(last);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Role (e.g. CEO)').fill(role);
  await dialog.getByLabel('Phone number', { exact: true }).fill('8031234567');
}

/** The API base the site and the remotes were built with (GW_API_BASE's default). */
export const defaultApi = 'http://localhost:8787';

/** Answers the page's calls to the build-time API base from this run's API, for real. */
export async function routeDefaultApiTo(page, api) {
  await page.route(`${defaultApi}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(defaultApi, api) });
    await route.fulfill({ response });
  });
}
