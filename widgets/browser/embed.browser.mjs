// Widgets in real Chromium on a hostile partner page with a strict CSP (DESIGN.md §4, §8).
// Registered with the browser-test harness; `node widgets/browser/run.mjs` runs them alone.
import { assert, assertEqual, test } from '../../scripts/browser/harness.mjs';
import { axeViolations } from '../../scripts/browser/pageTools.mjs';
import { openPartnerPage, startPartnerServer } from './partnerPage.mjs';

/**
 * Runs `read(host, shadow)` in the page for the widget element `selector`. Playwright evaluates
 * through DevTools, which the page's CSP does not govern (the widgets themselves never eval).
 */
function inShadow(page, selector, read) {
  const host = `document.querySelector(${JSON.stringify(selector)})`;
  return page.evaluate(`(${read.toString()})(${host}, ${host}.shadowRoot)`);
}

/** Opens the partner page on its own origin for `run`, and takes the origin down after. */
async function onPartnerPage({ newPage, cdn, api }, run, query = '', pageOptions = {}) {
  const partner = await startPartnerServer({ cdn, api });
  try {
    const page = await newPage({ viewport: { width: 1024, height: 768 }, ...pageOptions });
    const cspErrors = await openPartnerPage(page, partner.url, query);
    await page.waitForSelector('gw-waitlist form');
    await run(page, { cspErrors, partnerUrl: partner.url });
  } finally {
    await partner.close();
  }
}

test('widgets render styled on a hostile page under a strict CSP', (context) =>
  onPartnerPage(context, async (page, { cspErrors }) => {
    const estimator = await inShadow(page, 'gw-fee-estimator', (_host, shadow) => {
      const style = getComputedStyle(shadow.querySelector('h2, h1, h3'));
      return {
        sheets: shadow.adoptedStyleSheets.length,
        styles: shadow.querySelectorAll('style').length,
        color: style.color,
        font: style.fontFamily,
      };
    });
    assertEqual(estimator.sheets, 1, 'one adopted stylesheet');
    assertEqual(estimator.styles, 0, 'no <style> element (needs no style-src unsafe-inline)');
    assert(!/0, 255, 0/.test(estimator.color), `page colour kept out (${estimator.color})`);
    assert(!/Comic/.test(estimator.font), `page font kept out (${estimator.font})`);

    const form = await inShadow(page, 'gw-waitlist', (_host, shadow) => {
      const style = getComputedStyle(shadow.querySelector('form'));
      return {
        padding: style.paddingTop,
        border: `${style.borderTopWidth} ${style.borderTopStyle}`,
        radius: style.borderTopLeftRadius,
        shadow: style.boxShadow,
      };
    });
    assertEqual(form.padding, '32px', 'utilities beat the wrapper reset (sm:p-8), in px');
    assertEqual(form.border, '1px solid', 'borders draw without @property');
    assertEqual(form.radius, '16px', 'rem converted: 1rem stays 16px on a 10px html');
    assert(form.shadow !== 'none', `shadows draw without @property (${form.shadow})`);
    assertEqual(cspErrors.length, 0, `no CSP violations: ${cspErrors.join(' | ')}`);
  }));

test('a widget dialog escapes a transformed, clipping container and a sticky z-index header', (context) =>
  onPartnerPage(context, async (page, { cspErrors }) => {
    await page.evaluate(() => document.querySelector('gw-role-picker')?.setAttribute('open', ''));
    await page.waitForSelector('gw-role-picker dialog[open]');
    const layout = await inShadow(page, 'gw-role-picker', (host, shadow) => {
      const dialog = shadow.querySelector('dialog');
      const panel = shadow.querySelector('[data-slot="modal-panel"]');
      const rect = dialog.getBoundingClientRect();
      const box = panel.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + 20];
      const continueButton = [...shadow.querySelectorAll('button')].find(
        (button) => button.textContent.trim() === 'Continue',
      );
      return {
        rect: [rect.left, rect.top, rect.width, rect.height],
        viewport: [innerWidth, innerHeight],
        topmost:
          document.elementFromPoint(x, y) === host && panel.contains(shadow.elementFromPoint(x, y)),
        overHeader: document.elementFromPoint(5, 40) === host,
        modal: dialog.matches(':modal'),
        scroll: getComputedStyle(document.documentElement).overflow,
        primary: getComputedStyle(continueButton).backgroundColor,
        radius: getComputedStyle(panel).borderTopLeftRadius,
      };
    });
    assertEqual(layout.modal, true, 'shown with showModal() (top layer)');
    assertEqual(
      JSON.stringify(layout.rect),
      JSON.stringify([0, 0, ...layout.viewport]),
      'the dialog covers the viewport, not the 40 px clipping container',
    );
    assert(layout.topmost, 'the panel is what a click at its centre hits');
    assert(layout.overHeader, 'the backdrop covers the sticky z-index 10000 header');
    assertEqual(layout.scroll, 'hidden', 'page scroll locked while open');
    assertEqual(layout.primary, 'rgb(200, 0, 0)', '--gw-primary themes the widget');
    assertEqual(layout.radius, '4px', '--gw-radius themes the widget');

    await page.keyboard.press('Escape');
    await page.waitForSelector('gw-role-picker dialog', { state: 'detached' });
    const scroll = await page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    assertEqual(scroll, 'visible', 'page scroll restored after closing');
    assertEqual(
      cspErrors.length,
      0,
      `no CSP violations (inline styles go through CSSOM): ${cspErrors}`,
    );
  }));

test('a waitlist lead sent from the partner page under its CSP carries the partner and page', (context) =>
  onPartnerPage(context, async (page, { cspErrors, partnerUrl }) => {
    const success = page.evaluate(
      () =>
        new Promise((resolve) =>
          document.addEventListener(
            'gw:success',
            (event) => {
              event.preventDefault();
              resolve(event.detail);
            },
            { once: true },
          ),
        ),
    );
    success.catch(() => {}); // awaited below; a failing step must not leave it unhandled
    const form = page.locator('gw-waitlist form');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Obi');
    await form.getByLabel('Email').fill('ada.browser@acme.ng');
    await form.getByLabel('Phone number', { exact: true }).fill('416 555 0100');
    const country = form.getByRole('combobox', { name: 'Where do you want to build?' });
    await country.click();
    await country.fill('Nigeria');
    await country.press('Enter');
    await form.getByRole('radio', { name: 'New Build' }).check();
    await form.getByRole('button', { name: /^Submit/ }).click();
    const detail = await success;
    assertEqual(detail.path, '/schedule-call-calendly', 'gw:success names the next step');
    const leads = await context.apiServer.leads('waitlist');
    const lead = leads.find((row) => row.payload.email === 'ada.browser@acme.ng');
    assert(lead, 'the lead reached the API');
    assertEqual(lead.attribution.partner, 'acme', 'partner id stored');
    assertEqual(lead.attribution.surface, 'widget', 'surface stored');
    assert(lead.attribution.pageUrl.startsWith(`${partnerUrl}/builders/`), 'page URL stored');
    assertEqual(lead.attribution.utm?.source, 'partner-test', 'UTM stored');
    assertEqual(cspErrors.length, 0, `no CSP violations: ${cspErrors.join(' | ')}`);
  }));

test('the library entry loads a widget file on first mount and replays open()', (context) =>
  onPartnerPage(
    context,
    async (page) => {
      await page.waitForSelector('#library-mounted dialog[open]');
      const state = await page.evaluate(
        (cdn) => ({
          scripts: [...document.querySelectorAll('script[src]')].filter(
            (script) => script.getAttribute('src') === `${cdn}/widgets/funding.js`,
          ).length,
          opened: document.getElementById('library-mounted')?.dataset.opened,
          widgets: window.Groundwork?.widgets,
        }),
        context.cdn,
      );
      assertEqual(state.scripts, 1, 'funding.js added once, from the CDN');
      assertEqual(state.opened, 'yes', 'gw:open reached the partner');
      assert(state.widgets.includes('funding'), 'window.Groundwork lists the loaded widget');
      await page.evaluate(() => window.libraryHandle.unmount());
      await page.waitForSelector('#library-mounted dialog', { state: 'detached' });
    },
    '&library',
  ));

test('the widgets pass axe inside their shadow roots, dialog open', (context) =>
  onPartnerPage(
    context,
    async (page) => {
      await page.evaluate(() => document.querySelector('gw-role-picker')?.setAttribute('open', ''));
      await page.waitForSelector('gw-role-picker dialog[open]');
      // Page-level rules (landmarks, a page <h1>) judge the test page, not the widgets.
      const inWidgets = (await axeViolations(page)).filter((violation) =>
        violation.targets.some((target) => target.startsWith('gw-')),
      );
      assertEqual(inWidgets.length, 0, `axe violations: ${JSON.stringify(inWidgets)}`);
    },
    '&plain',
    // axe is injected as an inline script, which the page's own CSP would refuse.
    { bypassCSP: true },
  ));
