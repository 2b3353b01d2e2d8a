// Widget dialogs on the partner demo page: above its sticky z-index 10000 header, not clipped by
// its transformed desk rail, with the page's scroll locked while open and given back after.
import { assert, assertEqual, test } from '../fixtures.mjs';
import { answerFundingContact, answerFundingDetails } from '../pageTools.mjs';
import {
  expectNoProblems,
  expectScrollable,
  inShadow,
  nextWidgetEvent,
  scrollState,
} from '../partnerTools.mjs';

const abuja = '[data-gw-widget="demo"]';

test('partner page: the demo dialog is above the sticky header and not clipped by the transformed rail; scroll locked, then restored', async ({
  openPartnerPage,
}) => {
  const { page, problems } = await openPartnerPage({
    viewport: { width: 1280, height: 800 },
  });
  await expectScrollable(page);
  // The desks just under the sticky header, as a visitor scrolls to them.
  await page.evaluate(() => window.scrollTo(0, document.getElementById('desks').offsetTop - 40));
  const hazards = await page.evaluate(() => {
    const header = getComputedStyle(document.querySelector('.site-header'));
    const rail = document.querySelector('.rail');
    return {
      header: `${header.position} ${header.zIndex}`,
      transform: getComputedStyle(rail).transform,
      overflow: getComputedStyle(rail).overflow,
      railHeight: rail.getBoundingClientRect().height,
    };
  });
  assertEqual(hazards.header, 'sticky 10000', 'the header is sticky at z-index 10000');
  assert(hazards.transform !== 'none', 'the rail is transformed');
  assertEqual(hazards.overflow, 'hidden', 'the rail clips what overflows it');
  const before = await scrollState(page);

  const opened = await nextWidgetEvent(page, 'gw:open');
  await page.getByRole('button', { name: 'Book a demo: Abuja' }).click();
  await opened();
  await page.waitForSelector(`${abuja} dialog[open]`);
  const layout = await inShadow(page, abuja, (host, shadow) => {
    const dialog = shadow.querySelector('dialog');
    const panel = shadow.querySelector('[data-slot="modal-panel"]');
    const rect = dialog.getBoundingClientRect();
    const box = panel.getBoundingClientRect();
    const rail = document.querySelector('.rail').getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    const submit = [...shadow.querySelectorAll('button')].find(
      (button) => button.textContent.trim() === 'Submit',
    );
    return {
      rect: [rect.left, rect.top, rect.width, rect.height].map(Math.round),
      viewport: [innerWidth, innerHeight],
      centre:
        document.elementFromPoint(x, y) === host && panel.contains(shadow.elementFromPoint(x, y)),
      overHeader: document.elementFromPoint(innerWidth - 60, 30) === host,
      outsideRail: box.top < rail.top || box.bottom > rail.bottom,
      modal: dialog.matches(':modal'),
      primary: getComputedStyle(submit).backgroundColor,
      radius: getComputedStyle(panel).borderTopLeftRadius,
    };
  });
  assertEqual(layout.modal, true, 'shown with showModal() (the top layer)');
  assertEqual(
    JSON.stringify(layout.rect),
    JSON.stringify([0, 0, ...layout.viewport]),
    'the dialog covers the viewport, not the rail',
  );
  assert(layout.outsideRail, 'the panel reaches outside the rail, so clipping would show');
  assert(layout.centre, "elementFromPoint at the panel's centre is inside the dialog");
  assert(layout.overHeader, 'the backdrop covers the sticky z-index 10000 header');
  assertEqual(layout.primary, 'rgb(20, 83, 45)', '--gw-primary themes the Abuja desk');
  assertEqual(layout.radius, '6px', '--gw-radius themes the panel');

  const locked = await scrollState(page);
  assertEqual(locked.html, 'hidden', 'page scroll locked while open');
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(150);
  assertEqual((await scrollState(page)).y, before.y, 'the page does not scroll under the dialog');

  const closed = await nextWidgetEvent(page, 'gw:close');
  await page.keyboard.press('Escape');
  await closed();
  await page.waitForSelector(`${abuja} dialog`, { state: 'detached' });
  const after = await scrollState(page);
  assertEqual(after.html, before.html, 'page scroll restored after closing');
  assertEqual(after.y, before.y, 'the page is where the visitor left it');
  await page.mouse.wheel(0, 300);
  await page.waitForFunction((y) => Math.round(scrollY) !== y, before.y);
  await expectNoProblems(problems);
});

test('partner page: a funding application goes through its three steps with an upload and lands with the partner id', async ({
  openPartnerPage,
  apiServer,
}) => {
  const { page, problems } = await openPartnerPage();
  const before = await scrollState(page);
  await page.getByRole('button', { name: 'Apply for Funding', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Funding' });
  await dialog.waitFor();
  assertEqual((await scrollState(page)).html, 'hidden', 'page scroll locked while open');
  await dialog.getByLabel('Business name').fill('Owerri Estates');
  await dialog.getByLabel('Business email').fill('ops@owerri-estates.ng');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'survey-plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7 survey plan'),
  });
  await page.getByText('Uploaded Successfully').waitFor();
  await dialog.getByText('survey-plan.pdf').waitFor();
  // States come from the API the partner named (the page's CSP allows only that origin).
  await answerFundingDetails(dialog, {
    description: 'Six terraced houses in Owerri',
    state: 'Imo',
    amount: '85000000',
  });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await answerFundingContact(dialog, {
    first: 'Ngozi',
    last: 'Eze',
    email: 'ngozi@owerri-estates.ng',
    role: 'Managing Director',
  });

  const success = await nextWidgetEvent(page, 'gw:success');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  assertEqual((await success()).widget, 'funding', 'gw:success from the funding widget');
  await page.getByText('Application Successful').first().waitFor();
  await dialog.waitFor({ state: 'hidden' });
  assertEqual((await scrollState(page)).html, before.html, 'page scroll restored');

  const leads = await apiServer.leads('funding');
  const lead = leads.find((row) => row.payload.email === 'ngozi@owerri-estates.ng');
  assert(lead, 'the funding lead reached the API');
  assertEqual(lead.attribution.partner, 'ndba', 'partner id stored');
  assertEqual(lead.attribution.component, 'funding', 'widget stored');
  assertEqual(lead.payload.state, 'Imo', 'with the state loaded from the partner-named API');
  assertEqual(lead.payload.uploadedFiles?.length, 1, 'with the uploaded document');
  await expectNoProblems(problems);
});

test('partner page: the demo form loads on first intent; if its code cannot be fetched the launcher says so, and the next press tries again', async ({
  openPartnerPage,
  cdn,
}) => {
  const { page } = await openPartnerPage({ viewport: { width: 390, height: 844 } });
  const { demo } = JSON.parse(await (await page.request.get(`${cdn}/widgets/modules.json`)).text());
  const form = demo.later.find((file) => file.startsWith('DemoDialog-'));
  assert(form, 'the demo form is a module of its own');
  const formCode = `${cdn}/widgets/modules/${form}`;
  let refuse = true;
  let requests = 0;
  await page.route(formCode, async (route) => {
    requests += 1;
    if (refuse) return route.abort();
    // A slow link: the launcher shows it is busy meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 600));
    return route.continue();
  });
  assertEqual(requests, 0, 'the script tag did not load the form');
  // Every rule of the widget's stylesheet, inside its layers and media queries too.
  const sheetRules = () =>
    inShadow(page, abuja, (_host, shadow) => {
      const count = (rules) =>
        [...rules].reduce(
          (total, rule) => total + 1 + (rule.cssRules ? count(rule.cssRules) : 0),
          0,
        );
      return shadow.adoptedStyleSheets.reduce((total, sheet) => total + count(sheet.cssRules), 0);
    });
  const firstRules = await sheetRules();

  const launcher = page.getByRole('button', { name: 'Book a demo: Abuja' });
  const failed = await nextWidgetEvent(page, 'gw:error');
  await launcher.click();
  assertEqual(
    (await failed()).message,
    'The form could not load. Check your connection and try again.',
    'the page hears why',
  );
  const alert = page
    .locator(abuja)
    .getByRole('alert')
    .filter({ hasText: 'The form could not load' });
  await alert.waitFor();
  assertEqual(
    await alert.textContent(),
    'The form could not load. Check your connection and try again.',
    'the visitor reads why under the button',
  );
  assertEqual(await page.locator(`${abuja} dialog[open]`).count(), 0, 'no empty dialog');

  refuse = false;
  await launcher.click();
  await page.locator(abuja).locator('button[aria-busy="true"]').waitFor();
  await page.waitForSelector(`${abuja} dialog[open]`);
  await page.getByRole('dialog').getByLabel('First Name').waitFor();
  assertEqual(await alert.count(), 0, 'the message is gone once the form loaded');
  // The first load styles the launcher only; the form's module brings the whole stylesheet.
  const styled = await inShadow(page, abuja, (_host, shadow) => ({
    radius: getComputedStyle(shadow.querySelector('[data-slot="modal-panel"]')).borderTopLeftRadius,
    position: getComputedStyle(shadow.querySelector('dialog')).position,
  }));
  assertEqual(styled.radius, '6px', "the form's panel is styled (and themed) once it arrived");
  assertEqual(styled.position, 'fixed', 'the dialog is laid out over the page');
  const wholeRules = await sheetRules();
  assert(
    wholeRules > firstRules,
    `the sheet grew with the form (${firstRules} → ${wholeRules} rules)`,
  );
  assert(requests >= 2, `fetched again after the failure (${requests} requests)`);

  // Escape closes it, and focus goes back to the launcher, no longer busy.
  await page.keyboard.press('Escape');
  await page.waitForFunction(
    (selector) => !document.querySelector(selector).shadowRoot.querySelector('dialog[open]'),
    abuja,
  );
  const focused = await inShadow(page, abuja, (_host, shadow) => ({
    text: shadow.activeElement?.textContent,
    busy: shadow.activeElement?.getAttribute('aria-busy'),
  }));
  assertEqual(focused.text, 'Book a demo: Abuja', 'focus is back on the launcher');
  assertEqual(focused.busy, null, 'the launcher is idle again');
});

test('partner page: every widget shares one Preact, fetched once for the page', async ({
  openPartnerPage,
}) => {
  const { page, problems } = await openPartnerPage({ viewport: { width: 1280, height: 800 } });
  await page.getByRole('button', { name: 'Learn More', exact: true }).click();
  const roles = page.getByRole('dialog', { name: 'I am a...' });
  await roles.waitFor();
  await page.keyboard.press('Escape');
  await roles.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Book a demo: Abuja' }).click();
  const demo = page.getByRole('dialog', { name: 'Schedule a Demo' });
  await demo.getByLabel('First Name').fill('Amaka');
  assertEqual(await demo.getByLabel('First Name').inputValue(), 'Amaka', 'the demo form works');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Apply for Funding', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Apply for Funding' })
    .getByLabel('Business name')
    .waitFor();
  // The waitlist's form brought it with the page; the three dialogs found it there.
  const runtime = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/widgets\/modules\/preact-[\w-]+\.js$/.test(name)),
  );
  assertEqual(runtime.length, 1, `one Preact for the page (${runtime.join(', ')})`);
  await expectNoProblems(problems);
});
