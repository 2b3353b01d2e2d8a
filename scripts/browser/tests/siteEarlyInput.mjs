// A visitor on a slow phone uses the page before its JavaScript has arrived: whatever they did
// holds once it has hydrated (the page never shows one thing and computes another), on every
// prerendered route, for each kind of control the route has. The site's scripts are held back
// until the test releases them, so every use lands on the unhydrated page.
import { expect } from '@playwright/test';
import { test } from '../fixtures.mjs';
import { sitePages } from '../siteRoutes.mjs';

// The site's own rules, from its sources (siteRoutes.mjs registered the TypeScript loader).
const { formatNaira } = await import('@gw/config');
const { planPrice } = await import('../../../hosts/site/src/pricing/index.ts');
const { feeFigures } = await import('../../../remotes/fee-estimator/src/feeFigures.ts');

/** Holds every script of the site's origin until `release()` is called. */
async function holdScripts(page, site) {
  let release = () => {};
  const released = new Promise((resolve) => {
    release = resolve;
  });
  const origin = new URL(site).origin;
  await page.route(
    (url) => url.origin === origin && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Opens `path` with the scripts held; `hydrated()` releases them and waits for the replay. */
async function openHeld(newPage, site, path, options) {
  const page = await newPage(options);
  const release = await holdScripts(page, site);
  await page.goto(`${site}${path}`, { waitUntil: 'commit' });
  await page.locator('footer').waitFor();
  const hydrated = async () => {
    release();
    // index.html's script lets events through once the early input has been carried out.
    await expect.poll(() => page.evaluate(() => window.__gwEarly?.pass)).toBe(true);
  };
  return { page, hydrated };
}

/** Whether React has taken the element (it carries React's fiber key). */
const reactOwns = (locator) =>
  locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
  );

/** The index of the first of `list` whose `attribute` is `value` (0 if none: then unused). */
const firstIndex = async (list, attribute, value) =>
  Math.max(
    0,
    await list.evaluateAll(
      (elements, [name, wanted]) => elements.findIndex((e) => e.getAttribute(name) === wanted),
      [attribute, value],
    ),
  );

const prerendered = sitePages.filter((page) => page.prerendered);

for (const { url } of prerendered) {
  test(`early input on ${url}: every control used before hydration holds after it`, async ({
    newPage,
    site,
  }) => {
    const { page, hydrated } = await openHeld(newPage, site, url);
    const main = page.locator('main');

    // FAQ: the question opens at once and stays open; React's state agrees (a click closes it).
    const question = main.locator('[data-slot="faq-item"] button[aria-expanded]').first();
    const hasFaq = (await question.count()) > 0;
    const answer = main.locator('[data-slot="faq-answer"]').first();
    if (hasFaq) {
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
    }

    // Toggles (pressed-state buttons: the billing switch, a plan, a card) and tabs.
    const toggles = main.locator('button[aria-pressed]');
    const toggle = toggles.nth(await firstIndex(toggles, 'aria-pressed', 'false'));
    const hasToggle = (await toggles.count()) > 0;
    if (hasToggle) await toggle.click();
    const tabs = main.getByRole('tab');
    const tab = tabs.nth(await firstIndex(tabs, 'aria-selected', 'false'));
    const hasTab = (await tabs.count()) > 0;
    if (hasTab) await tab.click();

    // Selects: the last option of each.
    const selects = main.locator('select');
    const picked = [];
    for (const select of await selects.all()) {
      const last = await select.locator('option').last().getAttribute('value');
      await select.selectOption(last);
      picked.push([select, last]);
    }

    // Fields: typed into, each keeps its text.
    const fields = main.locator(
      'input:visible:is([type="text"], [type="email"], [type="tel"], :not([type])), textarea:visible',
    );
    const typed = [];
    for (const [index, field] of (await fields.all()).entries()) {
      const type = await field.getAttribute('type');
      const text = type === 'email' ? `early${index}@example.ng` : `Early text ${index}`;
      await field.fill(text);
      typed.push([field, text]);
    }

    expect(await reactOwns(main.locator('h1'))).toBe(false);
    await hydrated();

    if (hasFaq) {
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(answer).toBeVisible();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(answer).toBeHidden();
    }
    if (hasToggle) await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    if (hasTab) await expect(tab).toHaveAttribute('aria-selected', 'true');
    for (const [select, value] of picked) await expect(select).toHaveValue(value);
    for (const [field, text] of typed) await expect(field).toHaveValue(text);
  });
}

test('early input on /pricing/premium: 5 users and Annually picked before hydration price the plan', async ({
  newPage,
  site,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/pricing/premium');
  const pro = page.getByRole('listitem', { name: 'Pro' });
  const users = pro.getByRole('combobox', { name: 'Number of users' });
  const summary = page.getByText(/^Pro for \d+ users: /);
  await expect(summary).toHaveText(
    `Pro for 3 users: ${formatNaira(planPrice('pro', 3, 'monthly'))}/month`,
  );

  await users.selectOption('5');
  await hydrated();
  await expect(users).toHaveValue('5');
  await expect(summary).toHaveText(
    `Pro for 5 users: ${formatNaira(planPrice('pro', 5, 'monthly'))}/month`,
  );
  await expect(pro.locator('[data-slot="plan-price"]')).toHaveText(
    `${formatNaira(planPrice('pro', 5, 'monthly'))}/month`,
  );

  // The billing switch re-renders every card: the select keeps 5 (React's state is 5, not 3).
  await page.getByRole('button', { name: 'Annually' }).click();
  await expect(users).toHaveValue('5');
  await expect(summary).toHaveText(
    `Pro for 5 users: ${formatNaira(planPrice('pro', 5, 'annually'))}/year`,
  );
});

test('early input on /pricing/enterprise: the switch, a plan and a user count, all before hydration, all hold', async ({
  newPage,
  site,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/pricing/enterprise');
  const basic = page.getByRole('listitem', { name: 'Basic' });
  await page.getByRole('button', { name: 'Annually' }).click();
  await basic.getByRole('combobox', { name: 'Number of users' }).selectOption('4');
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await hydrated();
  await expect(page.getByRole('button', { name: 'Annually' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(basic).toHaveAttribute('data-state', 'selected');
  await expect(page.getByText(/^Basic for \d+ users: /)).toHaveText(
    `Basic for 4 users: ${formatNaira(planPrice('basic', 4, 'annually'))}/year`,
  );
});

test('early input on /: a FAQ question deep in a deferred section opens before hydration and stays open', async ({
  newPage,
  site,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/');
  const faq = page.locator('[data-slot="faq-item"]');
  const first = faq.nth(0).getByRole('button');
  const second = faq.nth(1).getByRole('button');
  // Opened, another opened, the first closed again: the page shows the last state at once.
  await first.click();
  await second.click();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await hydrated();
  await expect.poll(() => reactOwns(second)).toBe(true);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.nth(1).locator('[data-slot="faq-answer"]')).toBeVisible();
  await second.click();
  await expect(faq.nth(1).locator('[data-slot="faq-answer"]')).toBeHidden();
});

test('early input on /fee-estimator: the slider is a picture until live (not operable), then value and amounts agree', async ({
  newPage,
  site,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/fee-estimator');
  const picture = page.locator('[data-remote-snapshot="fee-estimator"]');
  await expect(picture).toBeVisible();
  // Not ready, and says so: the picture is inert and hidden from assistive tech, its box busy.
  await expect(picture).toHaveAttribute('inert', '');
  await expect(page.getByRole('slider')).toHaveCount(0);
  await expect(page.locator('[data-slot="remote-placeholder"]')).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await hydrated();

  const slider = page.getByRole('slider');
  const estimator = page.locator('[data-slot="fee-estimator"]');
  const amounts = async () => {
    const now = Number(await slider.getAttribute('aria-valuenow'));
    const figures = feeFigures(now);
    await expect(estimator.locator('dd')).toHaveText([figures.cost, figures.fee]);
    await expect(slider).toHaveAttribute('aria-valuetext', figures.valueText);
  };
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await amounts();
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).not.toHaveAttribute('aria-valuenow', '0');
  await amounts();
});

test('early input on /lender: Book a Demo pressed before hydration opens the demo form once ready', async ({
  newPage,
  site,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/lender');
  await page.getByRole('button', { name: 'Book a Demo' }).click();
  await hydrated();
  await expect(page.getByRole('dialog', { name: 'Schedule a Demo' })).toBeVisible({
    timeout: 15_000,
  });
});

test('early input on /contact: the form typed and sent before hydration is sent once ready, not reloaded', async ({
  newPage,
  site,
  apiServer,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/contact');
  await page.getByLabel('First Name').fill('Amaka');
  await page.getByLabel('Last Name').fill('Eze');
  await page.getByLabel('Email').fill('amaka@example.ng');
  const message = 'Please call me about funding a duplex in Enugu.';
  await page.getByLabel('Message', { exact: true }).fill(message);
  await page.getByRole('button', { name: 'Send message' }).click();
  await hydrated();
  await expect(page.locator('[role="status"] p')).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).search, 'no native submit put the answers in the URL').toBe('');
  await expect
    .poll(async () => (await apiServer.leads('contact')).at(-1)?.payload.description)
    .toBe(message);
});

test('early input on /contact: a field typed before hydration is what validation sees', async ({
  newPage,
  site,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/contact');
  const email = page.getByLabel('Email');
  await page.getByLabel('First Name').fill('Amaka');
  await email.fill('amaka@');
  await hydrated();
  await page.getByRole('button', { name: 'Send message' }).click();
  // Seen by the form: the first name passes, the half-typed e-mail is refused as an e-mail.
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('amaka@');
});

test('early scroll: a visitor who scrolled before hydration stays there; a route change still goes to the top', async ({
  newPage,
  site,
}) => {
  const { page, hydrated } = await openHeld(newPage, site, '/', {
    viewport: { width: 390, height: 844 },
  });
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  await hydrated();
  await expect.poll(() => reactOwns(page.locator('main'))).toBe(true);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(3000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).first().click();
  await page.waitForURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
