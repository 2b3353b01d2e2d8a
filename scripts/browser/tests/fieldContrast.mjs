// Every visible form field's boundary (input, textarea, select, combobox, file drop) against the
// field's own background and the background behind it, as the browser computes them: ≥ 3:1 each
// (WCAG 1.4.11), in the React site (its forms and remotes) and in the Preact widgets.
import { expect, test } from '../fixtures.mjs';
import { DemoForm } from '../pages/demoForm.mjs';
import { FundingWizard } from '../pages/fundingWizard.mjs';
import { waitForHydration } from '../pageTools.mjs';

const minimum = 3;

/**
 * Measures, in the page, each visible field in the document and every shadow root (only those in
 * shadow roots with `shadowOnly`, the widgets on the partner page): its name, its border and the
 * two contrasts. Colours are read back through a canvas, so any CSS colour (oklab, color-mix)
 * counts; translucent backgrounds are composited over what is behind them.
 */
function measureFields(shadowOnly) {
  const selector = [
    'input:not([type=hidden],[type=radio],[type=checkbox],[type=range],[type=file])',
    'textarea',
    'select',
    '[role=combobox]',
    '[data-slot=file-drop]',
  ].join(',');
  const ink = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  const rgba = (color) => {
    ink.clearRect(0, 0, 1, 1);
    ink.fillStyle = '#000';
    ink.fillStyle = color;
    ink.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ink.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = ([r, g, b, a], [R, G, B]) => [
    r * a + R * (1 - a),
    g * a + G * (1 - a),
    b * a + B * (1 - a),
    1,
  ];
  const luminance = (rgb) => {
    const [r, g, b] = rgb
      .slice(0, 3)
      .map((v) => v / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
  };
  const parentOf = (node) => node.parentElement ?? node.getRootNode().host ?? null;
  // The opaque colour painted behind `element`: its ancestors' backgrounds, composited.
  const behind = (element) => {
    const layers = [];
    for (let node = parentOf(element); node; node = parentOf(node)) {
      const color = rgba(getComputedStyle(node).backgroundColor);
      if (color[3] > 0) layers.push(color);
      if (color[3] === 1) break;
    }
    return layers.reduceRight((base, layer) => over(layer, base), [255, 255, 255, 1]);
  };
  const nameOf = (field) =>
    field.getAttribute('aria-label') ||
    (field.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => field.getRootNode().getElementById?.(id)?.textContent ?? '')
      .join(' ')
      .trim() ||
    field.labels?.[0]?.textContent?.trim() ||
    field.getAttribute('placeholder') ||
    field.outerHTML.slice(0, 80);
  const roots = [document];
  for (let i = 0; i < roots.length; i += 1) {
    for (const element of roots[i].querySelectorAll('*')) {
      if (element.shadowRoot) roots.push(element.shadowRoot);
    }
  }
  const fields = roots
    .filter((root) => !shadowOnly || root !== document)
    .flatMap((root) => [...root.querySelectorAll(selector)])
    .filter((field) => {
      const box = field.getBoundingClientRect();
      // Visible, on the page (not the honeypot, off-screen and hidden from everyone).
      return box.width > 2 && box.height > 2 && box.right > 0 && !field.closest('[aria-hidden]');
    });
  return fields.map((field) => {
    const style = getComputedStyle(field);
    const back = behind(field);
    const own = over(rgba(style.backgroundColor), back);
    const border = over(rgba(style.borderTopColor), own);
    return {
      name: nameOf(field),
      width: Number.parseFloat(style.borderTopWidth),
      border: style.borderTopColor,
      againstField: ratio(border, own),
      againstBehind: ratio(border, back),
    };
  });
}

/** Fails naming each field under 3:1 (or without a border) and its ratios; returns the count. */
async function expectFieldContrast(page, where, { shadowOnly = false, atLeast = 1 } = {}) {
  const fields = await page.evaluate(measureFields, shadowOnly);
  expect(fields.length, `${where}: fields measured`).toBeGreaterThanOrEqual(atLeast);
  const weak = fields
    .filter((f) => !(f.width >= 1 && f.againstField >= minimum && f.againstBehind >= minimum))
    .map(
      (f) =>
        `${f.name}: border ${f.border} (${f.width}px) ${f.againstField}:1 on the field, ${f.againstBehind}:1 on what is behind`,
    );
  expect(weak, `${where}: every field's boundary at ≥ ${minimum}:1`).toEqual([]);
  return fields.length;
}

test('field contrast (React site): /contact, /schedule-call, the demo modal and the three funding steps at ≥ 3:1', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site}/contact`);
  await waitForHydration(page.getByLabel('First Name'));
  await expectFieldContrast(page, '/contact', { atLeast: 4 });

  await page.goto(`${site}/schedule-call`);
  const waitlist = page.locator('[data-gw-remote="waitlist-form"]');
  await expect(
    waitlist.getByRole('combobox', { name: 'Where do you want to build?' }),
  ).toBeVisible();
  // First, last, e-mail, dial code, phone, country, comment.
  await expectFieldContrast(page, '/schedule-call', { atLeast: 7 });

  await page.goto(`${site}/lender`);
  const demo = new DemoForm(page);
  await demo.open();
  await expectFieldContrast(page, 'the demo modal', { atLeast: 6 });

  await page.goto(`${site}/developer`);
  const wizard = new FundingWizard(page);
  await wizard.open();
  await expectFieldContrast(page, 'funding step 1', { atLeast: 3 });
  await wizard.company({ business: 'Kano Build Co', email: 'ops@kanobuild.ng' });
  await expect(
    wizard.dialog.getByRole('button', { name: 'Project documents (optional)' }),
  ).toBeVisible();
  // The file drop, description, country, state (disabled until a country), currency, amount.
  await expectFieldContrast(page, 'funding step 2', { atLeast: 6 });
  await wizard.details({ description: 'Six flats in Kano', state: 'Kano', amount: '1,000,000' });
  await wizard.next();
  await expect(wizard.dialog.getByLabel('Role (e.g. CEO)')).toBeVisible();
  await expectFieldContrast(page, 'funding step 3', { atLeast: 6 });
});

test('field contrast (Preact widgets): the partner page waitlist, demo and funding widgets at ≥ 3:1', async ({
  openPartnerPage,
}) => {
  const partnerPage = await openPartnerPage();
  const { page, funding } = partnerPage;
  await expect(partnerPage.waitlist.country).toBeVisible();
  await expectFieldContrast(page, 'the waitlist widget', { shadowOnly: true, atLeast: 7 });

  const demo = partnerPage.desk('Book a demo: Abuja');
  await demo.open();
  await expectFieldContrast(page, 'the demo widget', { shadowOnly: true, atLeast: 6 });
  await page.keyboard.press('Escape');
  await expect(demo.dialog).toBeHidden();

  await funding.open();
  await expectFieldContrast(page, 'the funding widget, step 1', { shadowOnly: true, atLeast: 3 });
  await funding.company({ business: 'Owerri Estates', email: 'ops@owerri-estates.ng' });
  await expect(
    funding.dialog.getByRole('button', { name: 'Project documents (optional)' }),
  ).toBeVisible();
  await expectFieldContrast(page, 'the funding widget, step 2', { shadowOnly: true, atLeast: 6 });
  await partnerPage.expectNoProblems();
});
