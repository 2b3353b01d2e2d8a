// Helpers for the browser tests on the partner demo page (hosts/partner): its widgets, the CSP
// violations and page errors seen on it, its event log, and reads inside widget shadow roots.
// pages/partnerPage.mjs opens the page and offers these on the page object.
import { expect } from '@playwright/test';

/** Every widget element on the page: [selector, widget, partner id]. */
export const partnerWidgets = [
  ['gw-fee-estimator', 'fee-estimator', 'ndba'],
  ['gw-role-picker', 'role-picker', 'ndba'],
  ['gw-demo', 'demo', 'ndba-lagos'],
  ['[data-gw-widget="demo"]', 'demo', 'ndba-abuja'],
  ['gw-waitlist', 'waitlist', 'ndba'],
  ['gw-funding', 'funding', 'ndba'],
];

/** Fails with every CSP violation and page error seen on the page. */
export async function expectNoProblems(problems) {
  expect(await problems(), 'no CSP violation and no page error').toEqual([]);
}

/**
 * Runs `read(host, shadow)` in the page for the widget element `selector`. Playwright evaluates
 * through DevTools, which the page's CSP does not govern (the widgets themselves never eval).
 */
export function inShadow(page, selector, read, arg = null) {
  const host = `document.querySelector(${JSON.stringify(selector)})`;
  return page.evaluate(`(${read.toString()})(${host}, ${host}.shadowRoot, ${JSON.stringify(arg)})`);
}

let waits = 0;

/**
 * Listens for the next `type` event now (`prevent` cancels it); returns a function that
 * resolves with its detail.
 */
export async function nextWidgetEvent(page, type, { prevent = false } = {}) {
  waits += 1;
  const key = `${type}#${waits}`;
  await page.evaluate(
    ([eventType, cancel, id]) => {
      window.__gwNext ??= {};
      window.__gwNext[id] = new Promise((resolve) =>
        document.addEventListener(
          eventType,
          (event) => {
            if (cancel) event.preventDefault();
            resolve(event.detail);
          },
          { once: true },
        ),
      );
    },
    [type, prevent, key],
  );
  return () => page.evaluate((id) => window.__gwNext[id], key);
}

/** The rows of the page's event log, oldest first: { type, widget, text }. */
export function eventLog(page) {
  return page.locator('#event-log li[data-type]').evaluateAll((rows) =>
    rows.reverse().map((row) => ({
      type: row.dataset.type,
      widget: row.dataset.widget,
      text: row.textContent,
    })),
  );
}

/**
 * Waits until the page's event log has a `type` row whose text includes `text`. Widgets emit some
 * events from effects that run after the paint that shows their result (gw:close after the
 * dialog hides), so a test waits for the row rather than reading the log at once.
 */
export async function expectLogged(page, type, text) {
  const rows = page.locator(`#event-log li[data-type="${type}"]`);
  // A case-sensitive substring, as String.includes reads it.
  const needle = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(rows.filter({ hasText: needle }).first(), `${type} ${text} logged`).toBeAttached();
}

/** Scroll position and the computed overflow of <html> and <body> (scroll lock). */
export function scrollState(page) {
  return page.evaluate(() => ({
    y: Math.round(scrollY),
    html: getComputedStyle(document.documentElement).overflow,
    body: getComputedStyle(document.body).overflow,
  }));
}

/** Expects the page can scroll: the scroll-lock checks would mean nothing otherwise. */
export async function expectScrollable(page) {
  const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  expect(room, 'the page is taller than the viewport by over 500 px').toBeGreaterThan(500);
}
