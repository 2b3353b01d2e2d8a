// The header's dropdown menus: Floating UI's code arrives on first intent, never with the page;
// the open menu sits under its trigger, inside the viewport, and works from the keyboard.
import { expect, test } from '../fixtures.mjs';
import { trackRequests, waitForHydration } from '../pageTools.mjs';

test('header menu: loads on first intent, opens under its trigger, keyboard and Escape work', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  const requests = trackRequests(page);
  await page.goto(site, { waitUntil: 'networkidle' });
  const panelChunk = (url) => /DropdownPanel/.test(url);
  expect(requests.filter(panelChunk), 'the open menu is not part of the first load').toEqual([]);

  const trigger = page.getByRole('button', { name: 'Solutions' });
  await waitForHydration(trigger);
  const loading = page.waitForRequest((request) => panelChunk(request.url()));
  await trigger.hover();
  await loading;
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Solutions' });
  await expect(menu).toBeVisible();
  const [button, box] = [await trigger.boundingBox(), await menu.boundingBox()];
  expect(button, 'the trigger has a box').toBeTruthy();
  expect(box, 'the menu has a box').toBeTruthy();
  expect(box.y, 'menu below its trigger').toBeGreaterThanOrEqual(button.y + button.height);
  expect(box.x, 'menu inside the viewport (left)').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'menu inside the viewport (right)').toBeLessThanOrEqual(1280);
  expect(box.y + box.height, 'menu not cut off at the bottom').toBeLessThanOrEqual(800);

  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(await focused(), 'first item focused on open').toMatch(/^Private Project Owners/);
  await page.keyboard.press('ArrowDown');
  expect(await focused(), 'ArrowDown moves on').toMatch(/^Enterprise Project Owners/);
  await page.keyboard.press('End');
  await page.keyboard.press('Escape');
  await expect(menu).not.toBeAttached();
  expect(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    'focus back on the trigger',
  ).toBe('Solutions');
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem').first().click();
  await expect(page).toHaveURL(/\/owner$/);
});
