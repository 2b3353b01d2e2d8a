// The partner demo page (hosts/partner) as a test drives it: opened the way a visitor opens it,
// its widgets (each in its shadow root, which locators pierce), their events, and the CSP
// violations and page errors seen on it.
import { expect } from '@playwright/test';
import {
  eventLog,
  expectLogged,
  expectNoProblems,
  expectScrollable,
  inShadow,
  nextWidgetEvent,
  partnerWidgets,
  scrollState,
} from '../partnerTools.mjs';
import { DemoForm } from './demoForm.mjs';
import { FundingWizard } from './fundingWizard.mjs';
import { WaitlistForm } from './waitlistForm.mjs';

export class PartnerPage {
  /**
   * @param {import('@playwright/test').Page} page
   * @param {() => Promise<string[]>} problems CSP violations and page errors so far
   */
  constructor(page, problems) {
    this.page = page;
    this.problems = problems;
    /** The funding widget's wizard. */
    this.funding = new FundingWizard(page);
    /** The waitlist widget's form. */
    this.waitlist = WaitlistForm.onPartnerPage(page);
  }

  /**
   * Opens the partner page (`query` picks a variant: `plain`, `library`) and waits until the
   * page's own event log lists a gw:ready for each widget (`readyCount` of them).
   */
  static async open(
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
    const ready = page.locator('#event-log li[data-type="gw:ready"]');
    await expect
      .poll(() => ready.count(), { message: `${readyCount} widgets ready`, timeout: 15_000 })
      .toBeGreaterThanOrEqual(readyCount);
    const problems = async () => [
      ...seen,
      ...(await page.evaluate(() => window.__cspViolations ?? [])).map((v) => `violation: ${v}`),
    ];
    return new PartnerPage(page, problems);
  }

  /** A demo desk's form, by its launcher ('Book a demo: Lagos'). */
  desk(launcher) {
    return new DemoForm(this.page, launcher);
  }

  /** The widget element `selector` (a partnerWidgets selector); its shadow root is pierced. */
  widget(selector) {
    return this.page.locator(selector);
  }

  /** Runs `read(host, shadow, arg)` in the page for the widget element `selector`. */
  inShadow(selector, read, arg) {
    return inShadow(this.page, selector, read, arg);
  }

  /** Listens for the next `type` event now; returns a function that resolves with its detail. */
  nextEvent(type, options) {
    return nextWidgetEvent(this.page, type, options);
  }

  /** The rows of the page's event log, oldest first: { type, widget, text }. */
  eventLog() {
    return eventLog(this.page);
  }

  /** Waits until the event log has a `type` row whose text includes `text`. */
  expectLogged(type, text) {
    return expectLogged(this.page, type, text);
  }

  /** Scroll position and the computed overflow of <html> and <body>. */
  scrollState() {
    return scrollState(this.page);
  }

  expectScrollable() {
    return expectScrollable(this.page);
  }

  /** Fails with every CSP violation and page error seen so far. */
  expectNoProblems() {
    return expectNoProblems(this.problems);
  }
}
