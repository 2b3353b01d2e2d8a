// The header's 'Learn More' opens the role-picker remote on intent and it navigates in-app.
import { expect, test } from '../fixtures.mjs';
import { axeViolations, trackRequests } from '../pageTools.mjs';

test('role picker loads on first intent and Continue goes to /lender', async ({
  newPage,
  site,
  cdn,
}) => {
  const page = await newPage();
  const requests = trackRequests(page);
  await page.goto(site, { waitUntil: 'networkidle' });
  expect(
    requests.filter((url) => url.includes('/remotes.json')),
    'nothing fetched before intent',
  ).toEqual([]);

  const opener = page.getByRole('button', { name: 'Learn More' });
  await opener.hover();
  await page.waitForRequest((request) => request.url().includes('/remotes/role-picker/'));
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'I am a...' });
  await expect(dialog).toBeVisible();
  const width = await dialog
    .locator('[data-slot="modal-panel"]')
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width, 'the dialog is at most 756 px wide').toBeLessThanOrEqual(756);
  // Its CSS reached the portal (the panel is styled), and it is accessible.
  const radius = await dialog
    .locator('[data-slot="modal-panel"]')
    .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
  expect(radius, 'the portalled panel gets the remote’s styles').toBe('16px');
  const violations = await axeViolations(page);
  expect(violations, 'axe on the open dialog').toEqual([]);

  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton, 'Continue is disabled until a role is chosen').toBeDisabled();
  await dialog.getByRole('radio', { name: /Property Developer/ }).check();
  await page.keyboard.press('ArrowUp');
  await expect(
    dialog.getByRole('radio', { name: /Lender/ }),
    'arrow keys move the choice',
  ).toBeChecked();
  await page.evaluate(() => {
    window.__gwSamePage = true;
  });
  await continueButton.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lend against progress you can see' }),
  ).toBeVisible();
  expect(new URL(page.url()).pathname, 'navigated to the lender page').toBe('/lender');
  expect(
    await page.evaluate(() => window.__gwSamePage === true),
    'in-app navigation, no reload',
  ).toBe(true);
  expect(await page.getByRole('dialog').count(), 'the dialog closed').toBe(0);
  expect(
    requests.filter((url) => url.startsWith(cdn) && /react/i.test(url)),
    'no React fetched from the CDN',
  ).toEqual([]);
});

test('role picker down: a dialog says so, Retry opens it once the CDN is back', async ({
  newPage,
  site,
  stopCdn,
  startCdn,
}) => {
  const page = await newPage();
  await page.goto(site);
  await stopCdn();
  try {
    await page.getByRole('button', { name: 'Learn More' }).click();
    // The dialog also holds the (empty) toast regions: the fallback is the alert with text.
    const alert = page.getByRole('dialog').getByRole('alert').filter({ hasText: /\S/ });
    await expect(alert, 'says what failed').toContainText('The role picker could not load.', {
      timeout: 15_000,
    });
  } finally {
    await startCdn();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('dialog', { name: 'I am a...' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await page.getByRole('dialog').count(), 'Cancel closes it').toBe(0);
});
