// The header's 'Learn More' opens the role-picker remote on intent and it navigates in-app.
import { assert, assertEqual, test } from '../fixtures.mjs';
import { axeViolations, trackRequests } from '../pageTools.mjs';

test('role picker loads on first intent and Continue goes to /lender', async ({
  newPage,
  site,
  cdn,
}) => {
  const page = await newPage();
  const requests = trackRequests(page);
  await page.goto(site, { waitUntil: 'networkidle' });
  assert(!requests.some((url) => url.includes('/remotes.json')), 'nothing fetched before intent');

  const opener = page.getByRole('button', { name: 'Learn More' });
  await opener.hover();
  await page.waitForRequest((request) => request.url().includes('/remotes/role-picker/'));
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'I am a...' });
  await dialog.waitFor();
  const width = await dialog
    .locator('[data-slot="modal-panel"]')
    .evaluate((el) => el.getBoundingClientRect().width);
  assert(width <= 756, `the dialog is at most 756 px wide (${width})`);
  // Its CSS reached the portal (the panel is styled), and it is accessible.
  const radius = await dialog
    .locator('[data-slot="modal-panel"]')
    .evaluate((el) => getComputedStyle(el).borderTopLeftRadius);
  assertEqual(radius, '16px', 'the portalled panel gets the remote’s styles');
  const violations = await axeViolations(page);
  assertEqual(violations.length, 0, `axe on the open dialog: ${JSON.stringify(violations)}`);

  const continueButton = dialog.getByRole('button', { name: 'Continue' });
  assert(await continueButton.isDisabled(), 'Continue is disabled until a role is chosen');
  await dialog.getByRole('radio', { name: /Property Developer/ }).check();
  await page.keyboard.press('ArrowUp');
  assert(
    await dialog.getByRole('radio', { name: /Lender/ }).isChecked(),
    'arrow keys move the choice',
  );
  await page.evaluate(() => {
    window.__gwSamePage = true;
  });
  await continueButton.click();
  await page
    .getByRole('heading', { level: 1, name: 'Lend against progress you can see' })
    .waitFor();
  assertEqual(new URL(page.url()).pathname, '/lender', 'navigated to the lender page');
  assert(await page.evaluate(() => window.__gwSamePage === true), 'in-app navigation, no reload');
  assertEqual(await page.getByRole('dialog').count(), 0, 'the dialog closed');
  assertEqual(
    requests.filter((url) => url.startsWith(cdn) && /react/i.test(url)).length,
    0,
    'no React fetched from the CDN',
  );
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
    await alert.waitFor({ timeout: 15_000 });
    assert(
      (await alert.textContent())?.includes('The role picker could not load.'),
      'says what failed',
    );
  } finally {
    await startCdn();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('dialog', { name: 'I am a...' }).waitFor();
  await page.getByRole('button', { name: 'Cancel' }).click();
  assertEqual(await page.getByRole('dialog').count(), 0, 'Cancel closes it');
});
