// The partner demo page (hosts/partner) in Chromium: every widget from the CDN origin on a page
// with hostile global CSS, its own React 18 and a strict CSP (DESIGN.md §4, §8).
import { assert, assertEqual, test } from '../fixtures.mjs';
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
  assertEqual(attack.html, '10px', 'html { font-size: 10px }');
  assertEqual(attack.color, red, 'hosts are red');
  assertEqual(attack.size, '40px', 'hosts are 40px');
  assert(/Comic/.test(attack.font), `hosts are in Comic Sans (${attack.font})`);
  assertEqual(attack.primary, 'lime', 'the theme variables are hijacked on the host');
  assertEqual(attack.button, 'rgba(0, 0, 0, 0)', "the page's button reset applies to its buttons");

  const hostile = await styleSignatures(page);
  for (const [selector, widget] of partnerWidgets) {
    const styles = hostile[selector];
    assert(styles?.root, `${selector}: the widget rendered`);
    assertEqual(
      JSON.stringify(styles),
      JSON.stringify(baseline[selector]),
      `${selector} (${widget}): the same computed styles as on the page without hostile CSS`,
    );
    for (const element of [styles.root, styles.heading, ...styles.buttons].filter(Boolean)) {
      assert(element.fontSize !== '40px', `${selector}: no 40px text (${element.fontSize})`);
      assert(element.color !== red, `${selector}: no red text`);
      assert(!/Comic/.test(element.fontFamily), `${selector}: the widget's own font`);
      assertEqual(element.textTransform, 'none', `${selector}: no uppercase`);
    }
  }
  for (const selector of ['gw-role-picker', 'gw-demo', '[data-gw-widget="demo"]', 'gw-funding']) {
    const [launcher] = hostile[selector].buttons;
    assert(launcher, `${selector}: a launcher button`);
    assert(launcher.backgroundColor !== 'rgba(0, 0, 0, 0)', `${selector}: launcher filled`);
    assertEqual(launcher.color, 'rgb(255, 255, 255)', `${selector}: launcher text white`);
    assert(Number.parseFloat(launcher.paddingLeft) >= 12, `${selector}: launcher padded`);
    assert(Number.parseFloat(launcher.borderTopLeftRadius) > 0, `${selector}: launcher rounded`);
    assert(launcher.height >= 36 && launcher.height <= 56, `${selector}: launcher height`);
  }
  const theme = [hostile['gw-demo'].buttons[0], hostile['[data-gw-widget="demo"]'].buttons[0]];
  assert(theme[0].backgroundColor !== theme[1].backgroundColor, 'the desks differ by theme');
  assertEqual(theme[1].backgroundColor, 'rgb(20, 83, 45)', '--gw-primary themes the Abuja desk');
  assertEqual(theme[1].borderTopLeftRadius, '6px', '--gw-radius themes the Abuja desk');

  assertEqual(
    hostile['gw-role-picker'].buttons[0].backgroundColor,
    'rgb(20, 83, 45)',
    '--gw-primary themes the role picker',
  );
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
  assertEqual(form.padding, '32px', 'utilities beat the wrapper reset (sm:p-8), in px');
  assertEqual(form.border, '1px solid', 'borders draw without @property');
  assertEqual(form.radius, '16px', 'rem converted: 1rem stays 16px on a 10px html');
  assert(form.shadow !== 'none', `shadows draw without @property (${form.shadow})`);

  const sheets = await page.evaluate((all) => {
    return all.map((selector) => {
      const shadow = document.querySelector(selector).shadowRoot;
      return [shadow.adoptedStyleSheets.length, shadow.querySelectorAll('style').length];
    });
  }, selectors());
  for (const [index, [adopted, styleTags]] of sheets.entries()) {
    assertEqual(adopted, 1, `${selectors()[index]}: one adopted stylesheet`);
    assertEqual(styleTags, 0, `${selectors()[index]}: no <style> (style-src has no unsafe-inline)`);
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
  assertEqual(globals.react, '18.3.1', "window.React is still the partner's React 18");
  // react-dom 18.3.1's UMD build names itself '18.3.1-next-…'.
  assert(
    globals.dom?.startsWith('18.3.1'),
    `window.ReactDOM is still the partner's (${globals.dom})`,
  );
  assertEqual(
    JSON.stringify(globals.widgets),
    JSON.stringify(['demo', 'fee-estimator', 'funding', 'role-picker', 'waitlist']),
    'window.Groundwork lists every widget script',
  );

  const app = page.locator('#members-app');
  await app.getByText('React 18.3.1').waitFor();
  await app.getByRole('button', { name: 'One seat more' }).click();
  await app.getByRole('button', { name: 'One seat more' }).click();
  assertEqual(await app.locator('output').textContent(), '3', 'the counter counts');
  // A widget dialog opened and closed in between leaves the app alone.
  await page.getByRole('button', { name: 'Book a demo: Lagos' }).click();
  await page.getByRole('dialog', { name: 'Schedule a Demo' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Schedule a Demo' }).waitFor({ state: 'hidden' });
  await app.getByRole('button', { name: 'One seat fewer' }).click();
  assertEqual(await app.locator('output').textContent(), '2', 'still counting after a dialog');
  await app.getByRole('button', { name: 'Reserve seats' }).click();
  await app.getByRole('status').getByText("You're on the list with 2 seats.").waitFor();
  await expectNoProblems(problems);
});

test('partner page: the event log lists every widget event with its widget and partner id', async ({
  openPartnerPage,
}) => {
  const { page, problems } = await openPartnerPage();
  const ready = (await eventLog(page)).filter((row) => row.type === 'gw:ready');
  for (const [selector, widget, partnerId] of partnerWidgets) {
    assert(
      ready.some((row) => row.text.includes(`${widget} · ${partnerId}`)),
      `gw:ready of ${selector} logged with ${partnerId}`,
    );
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
  assertEqual((await selected()).role, 'lender', 'gw:select names the role');
  assert(new URL(page.url()).pathname === '/members/', 'the partner kept the visitor');
  const types = (await eventLog(page))
    .filter((row) => row.widget === 'role-picker')
    .map((row) => row.type);
  for (const type of ['gw:ready', 'gw:open', 'gw:select']) {
    assert(types.includes(type), `${type} of the role picker logged (${types})`);
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
  assert(box, 'the slider track has a box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 1, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 4, y, { steps: 4 });
  // Past the track's end: the captured pointer keeps the drag, clamped at 100.
  await page.mouse.move(box.x + box.width + 40, y, { steps: 4 });
  await page.mouse.up();
  assertEqual(await slider.getAttribute('aria-valuenow'), '100', 'dragged to the end');
  await expectLogged(page, 'gw:change', '"pct":100');
  await page.getByText('₦500,000,000').waitFor();
  assert(
    await slider.evaluate((thumb) => thumb.getRootNode().activeElement === thumb),
    'the thumb took focus on the press',
  );
  await page.keyboard.press('PageDown');
  assertEqual(await slider.getAttribute('aria-valuenow'), '90', 'PageDown after the drag');
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.up();
  const middle = Number(await slider.getAttribute('aria-valuenow'));
  assert(middle >= 48 && middle <= 52, `a press in the middle gives ~50, got ${middle}`);
  await expectNoProblems(problems);
});
