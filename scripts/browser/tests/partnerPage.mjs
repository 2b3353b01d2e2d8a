// The partner demo page (hosts/partner) in Chromium: every widget from the CDN origin on a page
// with hostile global CSS, its own React 18 and a strict CSP (DESIGN.md §4, §8).
import { expect, test } from '../fixtures.mjs';
import {
  eventLog,
  expectLogged,
  expectNoProblems,
  nextWidgetEvent,
  partnerWidgets,
} from '../partnerTools.mjs';

/** Computed styles of what each widget draws: its wrapper, first heading, buttons, first field. */
function styleSignatures(page) {
  return page.evaluate((selectors) => {
    const props = [
      'fontSize',
      'fontFamily',
      'fontWeight',
      'lineHeight',
      'letterSpacing',
      'textTransform',
      'textAlign',
      'color',
      'backgroundColor',
      'paddingTop',
      'paddingLeft',
      'borderTopWidth',
      'borderTopStyle',
      'borderTopLeftRadius',
      'boxShadow',
    ];
    const read = (element) => {
      if (!element) return null;
      const style = getComputedStyle(element);
      const values = Object.fromEntries(props.map((prop) => [prop, style[prop]]));
      return { ...values, height: Math.round(element.getBoundingClientRect().height) };
    };
    return Object.fromEntries(
      selectors.map((selector) => {
        const shadow = document.querySelector(selector)?.shadowRoot;
        return [
          selector,
          shadow && {
            root: read(shadow.querySelector('.gw-root')),
            heading: read(shadow.querySelector('h1, h2, h3')),
            buttons: [...shadow.querySelectorAll('button')].map(read),
            field: read(shadow.querySelector('input:not([type="hidden"])')),
          },
        ];
      }),
    );
  }, selectors());
}

const selectors = () => partnerWidgets.map(([selector]) => selector);
const red = 'rgb(255, 0, 0)';

test('partner page: every widget looks as on a plain page despite the hostile CSS, no CSP violation', async ({
  openPartnerPage,
}) => {
  const plain = await openPartnerPage({ query: 'plain' });
  const baseline = await styleSignatures(plain.page);
  await expectNoProblems(plain.problems);

  const { page, problems } = await openPartnerPage();
  // The attack is live: the page's rules reach every widget's host element.
  const attack = await page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('gw-waitlist'));
    return {
      html: getComputedStyle(document.documentElement).fontSize,
      color: style.color,
      size: style.fontSize,
      font: style.fontFamily,
      primary: style.getPropertyValue('--color-primary').trim(),
      button: getComputedStyle(document.querySelector('#event-log-clear')).backgroundColor,
    };
  });
  expect(attack.html, 'html { font-size: 10px }').toBe('10px');
  expect(attack.color, 'hosts are red').toBe(red);
  expect(attack.size, 'hosts are 40px').toBe('40px');
  expect(attack.font, 'hosts are in Comic Sans').toMatch(/Comic/);
  expect(attack.primary, 'the theme variables are hijacked on the host').toBe('lime');
  expect(attack.button, "the page's button reset applies to its buttons").toBe('rgba(0, 0, 0, 0)');

  const hostile = await styleSignatures(page);
  for (const [selector, widget] of partnerWidgets) {
    const styles = hostile[selector];
    expect(styles?.root, `${selector}: the widget rendered`).toBeTruthy();
    expect(
      JSON.stringify(styles),
      `${selector} (${widget}): the same computed styles as on the page without hostile CSS`,
    ).toBe(JSON.stringify(baseline[selector]));
    for (const element of [styles.root, styles.heading, ...styles.buttons].filter(Boolean)) {
      expect(element.fontSize, `${selector}: no 40px text`).not.toBe('40px');
      expect(element.color, `${selector}: no red text`).not.toBe(red);
      expect(element.fontFamily, `${selector}: the widget's own font`).not.toMatch(/Comic/);
      expect(element.textTransform, `${selector}: no uppercase`).toBe('none');
    }
  }
  for (const selector of ['gw-role-picker', 'gw-demo', '[data-gw-widget="demo"]', 'gw-funding']) {
    const [launcher] = hostile[selector].buttons;
    expect(launcher, `${selector}: a launcher button`).toBeTruthy();
    expect(launcher.backgroundColor, `${selector}: launcher filled`).not.toBe('rgba(0, 0, 0, 0)');
    expect(launcher.color, `${selector}: launcher text white`).toBe('rgb(255, 255, 255)');
    expect(
      Number.parseFloat(launcher.paddingLeft),
      `${selector}: launcher padded`,
    ).toBeGreaterThanOrEqual(12);
    expect(
      Number.parseFloat(launcher.borderTopLeftRadius),
      `${selector}: launcher rounded`,
    ).toBeGreaterThan(0);
    expect(launcher.height, `${selector}: launcher height`).toBeGreaterThanOrEqual(36);
    expect(launcher.height, `${selector}: launcher height`).toBeLessThanOrEqual(56);
  }
  const theme = [hostile['gw-demo'].buttons[0], hostile['[data-gw-widget="demo"]'].buttons[0]];
  expect(theme[0].backgroundColor, 'the desks differ by theme').not.toBe(theme[1].backgroundColor);
  expect(theme[1].backgroundColor, '--gw-primary themes the Abuja desk').toBe('rgb(20, 83, 45)');
  expect(theme[1].borderTopLeftRadius, '--gw-radius themes the Abuja desk').toBe('6px');

  expect(
    hostile['gw-role-picker'].buttons[0].backgroundColor,
    '--gw-primary themes the role picker',
  ).toBe('rgb(20, 83, 45)');
  // The absolute values too: the same on both pages would hide a style lost on both.
  const form = await page.evaluate(() => {
    const style = getComputedStyle(
      document.querySelector('gw-waitlist').shadowRoot.querySelector('form'),
    );
    return {
      padding: style.paddingTop,
      border: `${style.borderTopWidth} ${style.borderTopStyle}`,
      radius: style.borderTopLeftRadius,
      shadow: style.boxShadow,
    };
  });
  expect(form.padding, 'utilities beat the wrapper reset (sm:p-8), in px').toBe('32px');
  expect(form.border, 'borders draw without @property').toBe('1px solid');
  expect(form.radius, 'rem converted: 1rem stays 16px on a 10px html').toBe('16px');
  expect(form.shadow, 'shadows draw without @property').not.toBe('none');

  const sheets = await page.evaluate((all) => {
    return all.map((selector) => {
      const shadow = document.querySelector(selector).shadowRoot;
      return [shadow.adoptedStyleSheets.length, shadow.querySelectorAll('style').length];
    });
  }, selectors());
  for (const [index, [adopted, styleTags]] of sheets.entries()) {
    expect(adopted, `${selectors()[index]}: one adopted stylesheet`).toBe(1);
    expect(styleTags, `${selectors()[index]}: no <style> (style-src has no unsafe-inline)`).toBe(0);
  }
  await expectNoProblems(problems);
});

test("partner page: the partner's React 18 app still works next to the widgets", async ({
  openPartnerPage,
}) => {
  const { page, problems } = await openPartnerPage();
  const globals = await page.evaluate(() => ({
    react: window.React?.version,
    dom: window.ReactDOM?.version,
    widgets: [...(window.Groundwork?.widgets ?? [])].sort(),
  }));
  expect(globals.react, "window.React is still the partner's React 18").toBe('18.3.1');
  // react-dom 18.3.1's UMD build names itself '18.3.1-next-…'.
  expect(globals.dom, "window.ReactDOM is still the partner's").toMatch(/^18\.3\.1/);
  expect(JSON.stringify(globals.widgets), 'window.Groundwork lists every widget script').toBe(
    JSON.stringify(['demo', 'fee-estimator', 'funding', 'role-picker', 'waitlist']),
  );

  const app = page.locator('#members-app');
  await expect(app.getByText('React 18.3.1')).toBeVisible();
  await app.getByRole('button', { name: 'One seat more' }).click();
  await app.getByRole('button', { name: 'One seat more' }).click();
  expect(await app.locator('output').textContent(), 'the counter counts').toBe('3');
  // A widget dialog opened and closed in between leaves the app alone.
  await page.getByRole('button', { name: 'Book a demo: Lagos' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule a Demo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Schedule a Demo' })).toBeHidden();
  await app.getByRole('button', { name: 'One seat fewer' }).click();
  expect(await app.locator('output').textContent(), 'still counting after a dialog').toBe('2');
  await app.getByRole('button', { name: 'Reserve seats' }).click();
  await expect(app.getByRole('status').getByText("You're on the list with 2 seats.")).toBeVisible();
  await expectNoProblems(problems);
});

test('partner page: the event log lists every widget event with its widget and partner id', async ({
  openPartnerPage,
}) => {
  const { page, problems } = await openPartnerPage();
  const ready = (await eventLog(page)).filter((row) => row.type === 'gw:ready');
  for (const [selector, widget, partnerId] of partnerWidgets) {
    expect(
      ready.some((row) => row.text.includes(`${widget} · ${partnerId}`)),
      `gw:ready of ${selector} logged with ${partnerId}`,
    ).toBe(true);
  }

  await page.getByRole('slider').focus();
  await page.keyboard.press('ArrowRight');
  // The figures are announced after the render that shows them: wait for the row.
  await expectLogged(page, 'gw:change', '"pct":31');

  // Continue's default goes to the main site; a partner routing the visitor itself cancels it.
  const selected = await nextWidgetEvent(page, 'gw:select', { prevent: true });
  await page.getByRole('button', { name: 'Learn More' }).click();
  const dialog = page.getByRole('dialog', { name: 'I am a...' });
  await dialog.getByRole('radio', { name: /Lender/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect((await selected()).role, 'gw:select names the role').toBe('lender');
  expect(new URL(page.url()).pathname, 'the partner kept the visitor').toBe('/members/');
  const types = (await eventLog(page))
    .filter((row) => row.widget === 'role-picker')
    .map((row) => row.type);
  for (const type of ['gw:ready', 'gw:open', 'gw:select']) {
    expect(types, `${type} of the role picker logged`).toContain(type);
  }
  await expectNoProblems(problems);
});

test("partner page: the fee estimator's slider follows a drag and the keys, with the figures", async ({
  openPartnerPage,
}) => {
  const { page, problems } = await openPartnerPage({ viewport: { width: 390, height: 844 } });
  const slider = page.getByRole('slider', { name: 'Project size' });
  const track = page.locator('gw-fee-estimator [data-slot="slider-track"]');
  await track.scrollIntoViewIfNeeded();
  const box = await track.boundingBox();
  expect(box, 'the slider track has a box').toBeTruthy();
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 1, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 4, y, { steps: 4 });
  // Past the track's end: the captured pointer keeps the drag, clamped at 100.
  await page.mouse.move(box.x + box.width + 40, y, { steps: 4 });
  await page.mouse.up();
  expect(await slider.getAttribute('aria-valuenow'), 'dragged to the end').toBe('100');
  await expectLogged(page, 'gw:change', '"pct":100');
  await expect(page.getByText('₦500,000,000')).toBeVisible();
  expect(
    await slider.evaluate((thumb) => thumb.getRootNode().activeElement === thumb),
    'the thumb took focus on the press',
  ).toBe(true);
  await page.keyboard.press('PageDown');
  expect(await slider.getAttribute('aria-valuenow'), 'PageDown after the drag').toBe('90');
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.up();
  const middle = Number(await slider.getAttribute('aria-valuenow'));
  expect(middle, 'a press in the middle gives ~50').toBeGreaterThanOrEqual(48);
  expect(middle, 'a press in the middle gives ~50').toBeLessThanOrEqual(52);
  await expectNoProblems(problems);
});
