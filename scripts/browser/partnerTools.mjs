// Helpers for the browser tests on the partner demo page (hosts/partner): open it the way a
// visitor does, collect every CSP violation and page error, and read inside widget shadow roots.
import { assert, assertEqual } from './assert.mjs';

/** Every widget element on the page: [selector, widget, partner id]. */
export const partnerWidgets = [
  ['gw-fee-estimator', 'fee-estimator', 'ndba'],
  ['gw-role-picker', 'role-picker', 'ndba'],
  ['gw-demo', 'demo', 'ndba-lagos'],
  ['[data-gw-widget="demo"]', 'demo', 'ndba-abuja'],
  ['gw-waitlist', 'waitlist', 'ndba'],
  ['gw-funding', 'funding', 'ndba'],
];

/**
 * Opens the partner page (`query` picks a variant: `plain`, `library`) and waits until the
 * page's own event log lists a gw:ready for each widget. Returns { page, problems } where
 * problems() lists CSP violations (the event and the console report) and page errors so far.
 */
export async function openPartnerPage(
  { newPage, partner },
  {
    query = '',
    viewport = { width: 1280, height: 900 },
    readyCount = partnerWidgets.length,
    ...options
  } = {},
) {
  const page = await newPage({ viewport, ...options });
  const seen = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) {
      seen.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  // Injected through DevTools, which the page's CSP does not govern (the page itself has none).
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        window.__cspViolations.push(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
        ),
      true,
    );
  });
  await page.goto(`${partner}/members/?utm_source=partner-test${query ? `&${query}` : ''}`, {
    waitUntil: 'load',
  });
  await page.waitForFunction(
    (count) => document.querySelectorAll('#event-log li[data-type="gw:ready"]').length >= count,
    readyCount,
  );
  const problems = async () => [
    ...seen,
    ...(await page.evaluate(() => window.__cspViolations ?? [])).map((v) => `violation: ${v}`),
  ];
  return { page, problems };
}

/** Fails with every CSP violation and page error seen on the page. */
export async function assertNoProblems(problems) {
  const found = await problems();
  assertEqual(found.length, 0, `no CSP violation and no page error: ${found.join(' | ')}`);
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
  return page.$$eval('#event-log li[data-type]', (rows) =>
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
export function waitForLogged(page, type, text) {
  return page.waitForFunction(
    ([eventType, needle]) =>
      [...document.querySelectorAll(`#event-log li[data-type="${eventType}"]`)].some((row) =>
        row.textContent.includes(needle),
      ),
    [type, text],
  );
}

/** Scroll position and the computed overflow of <html> and <body> (scroll lock). */
export function scrollState(page) {
  return page.evaluate(() => ({
    y: Math.round(scrollY),
    html: getComputedStyle(document.documentElement).overflow,
    body: getComputedStyle(document.body).overflow,
  }));
}

/** Asserts the page can scroll: the scroll-lock checks would mean nothing otherwise. */
export async function assertScrollable(page) {
  const room = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  assert(room > 500, `the page is taller than the viewport (${room} px to scroll)`);
}
