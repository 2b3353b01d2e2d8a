// Widget dialogs on the partner demo page: above its sticky z-index 10000 header, not clipped by
// its transformed desk rail, with the page's scroll locked while open and given back after.
import { expect, test } from '../fixtures.mjs';

const abuja = '[data-gw-widget="demo"]';

/** Resolves once the page has drawn two frames: a scroll a wheel event starts has begun by then. */
const twoFrames = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test('partner page: the demo dialog is above the sticky header and not clipped by the transformed rail; scroll locked, then restored', async ({
  openPartnerPage,
}) => {
  const partnerPage = await openPartnerPage({ viewport: { width: 1280, height: 800 } });
  const { page } = partnerPage;
  await partnerPage.expectScrollable();
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
  expect(hazards.header, 'the header is sticky at z-index 10000').toBe('sticky 10000');
  expect(hazards.transform, 'the rail is transformed').not.toBe('none');
  expect(hazards.overflow, 'the rail clips what overflows it').toBe('hidden');
  const before = await partnerPage.scrollState();

  const opened = await partnerPage.nextEvent('gw:open');
  await page.getByRole('button', { name: 'Book a demo: Abuja' }).click();
  await opened();
  await expect(partnerPage.widget(`${abuja} dialog[open]`)).toBeVisible();
  const layout = await partnerPage.inShadow(abuja, (host, shadow) => {
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
  expect(layout.modal, 'shown with showModal() (the top layer)').toBe(true);
  expect(JSON.stringify(layout.rect), 'the dialog covers the viewport, not the rail').toBe(
    JSON.stringify([0, 0, ...layout.viewport]),
  );
  expect(layout.outsideRail, 'the panel reaches outside the rail, so clipping would show').toBe(
    true,
  );
  expect(layout.centre, "elementFromPoint at the panel's centre is inside the dialog").toBe(true);
  expect(layout.overHeader, 'the backdrop covers the sticky z-index 10000 header').toBe(true);
  expect(layout.primary, '--gw-primary themes the Abuja desk').toBe('rgb(20, 83, 45)');
  expect(layout.radius, '--gw-radius themes the panel').toBe('6px');

  const locked = await partnerPage.scrollState();
  expect(locked.html, 'page scroll locked while open').toBe('hidden');
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 600);
  await twoFrames(page);
  expect((await partnerPage.scrollState()).y, 'the page does not scroll under the dialog').toBe(
    before.y,
  );

  const closed = await partnerPage.nextEvent('gw:close');
  await page.keyboard.press('Escape');
  await closed();
  await expect(partnerPage.widget(`${abuja} dialog`)).not.toBeAttached();
  const after = await partnerPage.scrollState();
  expect(after.html, 'page scroll restored after closing').toBe(before.html);
  expect(after.y, 'the page is where the visitor left it').toBe(before.y);
  // The same wheel scrolls the page now, by the same two frames: the check above could fail.
  await page.mouse.wheel(0, 300);
  await twoFrames(page);
  expect((await partnerPage.scrollState()).y, 'the wheel scrolls the page again').not.toBe(
    before.y,
  );
  await partnerPage.expectNoProblems();
});

test('partner page: a funding application goes through its three steps with an upload and lands with the partner id', async ({
  openPartnerPage,
  apiServer,
}) => {
  const partnerPage = await openPartnerPage();
  const { page, funding } = partnerPage;
  const before = await partnerPage.scrollState();
  await funding.open();
  expect((await partnerPage.scrollState()).html, 'page scroll locked while open').toBe('hidden');
  await funding.company({ business: 'Owerri Estates', email: 'ops@owerri-estates.ng' });
  await funding.attach('survey-plan.pdf', '%PDF-1.7 survey plan');
  await funding.expectUploaded('survey-plan.pdf');
  // States come from the API the partner named (the page's CSP allows only that origin).
  await funding.details({
    description: 'Six terraced houses in Owerri',
    state: 'Imo',
    amount: '85000000',
  });
  await funding.next();
  await funding.contact({
    first: 'Ngozi',
    last: 'Eze',
    email: 'ngozi@owerri-estates.ng',
    role: 'Managing Director',
  });

  const success = await partnerPage.nextEvent('gw:success');
  await funding.submit();
  expect((await success()).widget, 'gw:success from the funding widget').toBe('funding');
  await expect(page.getByText('Application Successful').first()).toBeVisible();
  await expect(funding.dialog).toBeHidden();
  expect((await partnerPage.scrollState()).html, 'page scroll restored').toBe(before.html);

  const leads = await apiServer.leads('funding');
  const lead = leads.find((row) => row.payload.email === 'ngozi@owerri-estates.ng');
  expect(lead, 'the funding lead reached the API').toBeTruthy();
  expect(lead.attribution.partner, 'partner id stored').toBe('ndba');
  expect(lead.attribution.component, 'widget stored').toBe('funding');
  expect(lead.payload.state, 'with the state loaded from the partner-named API').toBe('Imo');
  expect(lead.payload.uploadedFiles, 'with the uploaded document').toHaveLength(1);
  await partnerPage.expectNoProblems();
});

test('partner page: the demo form loads on first intent; if its code cannot be fetched the launcher says so, and the next press tries again', async ({
  openPartnerPage,
  cdn,
}) => {
  const partnerPage = await openPartnerPage({ viewport: { width: 390, height: 844 } });
  const { page } = partnerPage;
  const { demo } = JSON.parse(await (await page.request.get(`${cdn}/widgets/modules.json`)).text());
  const form = demo.later.find((file) => file.startsWith('DemoDialog-'));
  expect(form, 'the demo form is a module of its own').toBeTruthy();
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
  expect(requests, 'the script tag did not load the form').toBe(0);
  // Every rule of the widget's stylesheet, inside its layers and media queries too.
  const sheetRules = () =>
    partnerPage.inShadow(abuja, (_host, shadow) => {
      const count = (rules) =>
        [...rules].reduce(
          (total, rule) => total + 1 + (rule.cssRules ? count(rule.cssRules) : 0),
          0,
        );
      return shadow.adoptedStyleSheets.reduce((total, sheet) => total + count(sheet.cssRules), 0);
    });
  const firstRules = await sheetRules();

  const launcher = page.getByRole('button', { name: 'Book a demo: Abuja' });
  const failed = await partnerPage.nextEvent('gw:error');
  await launcher.click();
  expect((await failed()).message, 'the page hears why').toBe(
    'The form could not load. Check your connection and try again.',
  );
  const alert = page
    .locator(abuja)
    .getByRole('alert')
    .filter({ hasText: 'The form could not load' });
  await expect(alert, 'the visitor reads why under the button').toHaveText(
    'The form could not load. Check your connection and try again.',
  );
  expect(await page.locator(`${abuja} dialog[open]`).count(), 'no empty dialog').toBe(0);

  refuse = false;
  await launcher.click();
  await expect(
    partnerPage.widget(abuja).locator('button[aria-busy="true"]'),
    'the launcher is busy while the form loads',
  ).toBeVisible();
  await expect(partnerPage.widget(`${abuja} dialog[open]`)).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel('First Name')).toBeVisible();
  expect(await alert.count(), 'the message is gone once the form loaded').toBe(0);
  // The first load styles the launcher only; the form's module brings the whole stylesheet.
  const styled = await partnerPage.inShadow(abuja, (_host, shadow) => ({
    radius: getComputedStyle(shadow.querySelector('[data-slot="modal-panel"]')).borderTopLeftRadius,
    position: getComputedStyle(shadow.querySelector('dialog')).position,
  }));
  expect(styled.radius, "the form's panel is styled (and themed) once it arrived").toBe('6px');
  expect(styled.position, 'the dialog is laid out over the page').toBe('fixed');
  const wholeRules = await sheetRules();
  expect(wholeRules, `the sheet grew with the form (from ${firstRules} rules)`).toBeGreaterThan(
    firstRules,
  );
  expect(requests, 'fetched again after the failure').toBeGreaterThanOrEqual(2);

  // Escape closes it, and focus goes back to the launcher, no longer busy.
  await page.keyboard.press('Escape');
  await expect(partnerPage.widget(`${abuja} dialog[open]`), 'Escape closes it').toHaveCount(0);
  const focused = await partnerPage.inShadow(abuja, (_host, shadow) => ({
    text: shadow.activeElement?.textContent,
    busy: shadow.activeElement?.getAttribute('aria-busy'),
  }));
  expect(focused.text, 'focus is back on the launcher').toBe('Book a demo: Abuja');
  expect(focused.busy, 'the launcher is idle again').toBeNull();
});

test('partner page: every widget shares one Preact, fetched once for the page', async ({
  openPartnerPage,
}) => {
  const partnerPage = await openPartnerPage({ viewport: { width: 1280, height: 800 } });
  const { page, funding } = partnerPage;
  await page.getByRole('button', { name: 'Learn More', exact: true }).click();
  const roles = page.getByRole('dialog', { name: 'I am a...' });
  await expect(roles).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(roles).toBeHidden();
  const demo = partnerPage.desk('Book a demo: Abuja');
  await demo.launcher.click();
  await demo.dialog.getByLabel('First Name').fill('Amaka');
  await expect(demo.dialog.getByLabel('First Name'), 'the demo form works').toHaveValue('Amaka');
  await page.keyboard.press('Escape');
  await funding.launcher.click();
  await expect(funding.dialog.getByLabel('Business name')).toBeVisible();
  // The waitlist's form brought it with the page; the three dialogs found it there.
  const runtime = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/widgets\/modules\/preact-[\w-]+\.js$/.test(name)),
  );
  expect(runtime, 'one Preact for the page').toHaveLength(1);
  await partnerPage.expectNoProblems();
});
