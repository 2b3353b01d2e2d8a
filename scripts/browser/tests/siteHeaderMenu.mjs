// The header's dropdown menus: Floating UI's code arrives on first intent, never with the page;
// the open menu sits under its trigger, inside the viewport, and works from the keyboard.
import { assert, assertEqual, test } from '../fixtures.mjs';
import { trackRequests, waitForHydration } from '../pageTools.mjs';

test('header menu: loads on first intent, opens under its trigger, keyboard and Escape work', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  const requests = trackRequests(page);
  await page.goto(site, { waitUntil: 'networkidle' });
  const panelChunk = (url) => /DropdownPanel/.test(url);
  assert(!requests.some(panelChunk), 'the open menu is not part of the first load');

  const trigger = page.getByRole('button', { name: 'Solutions' });
  await waitForHydration(trigger);
  const loading = page.waitForRequest((request) => panelChunk(request.url()));
  await trigger.hover();
  await loading;
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Solutions' });
  await menu.waitFor();
  const [button, box] = [await trigger.boundingBox(), await menu.boundingBox()];
  assert(button && box, 'trigger and menu have boxes');
  assert(box.y >= button.y + button.height, `menu below its trigger (${box.y} vs ${button.y})`);
  assert(box.x >= 0 && box.x + box.width <= 1280, `menu inside the viewport (${box.x})`);
  assert(box.y + box.height <= 800, 'menu not cut off at the bottom');

  const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  assert((await focused()).startsWith('Private Project Owners'), 'first item focused on open');
  await page.keyboard.press('ArrowDown');
  assert((await focused()).startsWith('Enterprise Project Owners'), 'ArrowDown moves on');
  await page.keyboard.press('End');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  assertEqual(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    'Solutions',
    'focus back on the trigger',
  );
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem').first().click();
  await page.waitForURL(/\/owner$/);
});
