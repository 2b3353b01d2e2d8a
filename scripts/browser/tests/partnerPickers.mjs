// A widget's dropdown list on a partner page whose container clips what overflows it: the list
// opens in the top layer, whole and clickable, whatever the container does.
import { expect, test } from '../fixtures.mjs';

test('partner page: the waitlist country list is not clipped by a transformed overflow: hidden container', async ({
  openPartnerPage,
}) => {
  const partnerPage = await openPartnerPage();
  const { page } = partnerPage;
  const widget = partnerPage.widget('gw-waitlist');
  const country = widget.getByRole('combobox', { name: 'Where do you want to build?' });
  await country.scrollIntoViewIfNeeded();
  // The partner clips the widget's box just under the country field, with a transform and
  // overflow: hidden: a list opened in place would be cut off.
  await widget.evaluate(
    (element, input) => {
      const top = element.getBoundingClientRect().top;
      const height = `${input.getBoundingClientRect().bottom - top + 8}px`;
      Object.assign(element.style, { display: 'block', overflow: 'hidden', height });
      element.style.transform = 'scale(1)';
    },
    await country.elementHandle(),
  );
  await country.click();
  await country.fill('N');
  const list = widget.getByRole('listbox', { name: 'Where do you want to build?' });
  await expect(list).toBeVisible();
  // Where it is drawn, not scrolled to: overflow: hidden boxes scroll to show what is asked for.
  const first = list.getByRole('option').first();
  const spot = await first.evaluate((option) => {
    const rect = option.getBoundingClientRect();
    const x = rect.left + 10;
    const y = rect.top + rect.height / 2;
    const at = option.getRootNode().elementFromPoint(x, y);
    return { x, y, hit: at === option || option.contains(at) };
  });
  expect(spot.hit, 'the first option is on top where it is drawn, not clipped or covered').toBe(
    true,
  );
  expect(
    await widget.evaluate((element) => element.scrollTop),
    "the partner's clipping box was not scrolled to show the list",
  ).toBe(0);
  const name = (await first.locator('span:not([aria-hidden])').textContent())?.trim() ?? '';
  await page.mouse.click(spot.x, spot.y);
  expect(await country.inputValue(), 'a click there chooses it').toMatch(
    new RegExp(`${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await partnerPage.expectNoProblems();
});

test('partner page at 390 px: the dial-code list stays on the screen, as wide as the screen allows', async ({
  openPartnerPage,
}) => {
  const partnerPage = await openPartnerPage({ viewport: { width: 390, height: 844 } });
  const widget = partnerPage.widget('gw-waitlist');
  const dial = widget.getByRole('combobox', { name: /country code/ });
  await dial.scrollIntoViewIfNeeded();
  await dial.click();
  const list = widget.getByRole('listbox').first();
  await expect(list).toBeVisible();
  const box = await list.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { left: rect.left, right: rect.right, inner: element.scrollWidth - element.clientWidth };
  });
  expect(box.left, 'the list is on the screen (left)').toBeGreaterThanOrEqual(0);
  expect(box.right, 'the list is on the screen (right)').toBeLessThanOrEqual(390);
  expect(box.inner, 'no option runs past the list').toBe(0);
  await partnerPage.expectNoProblems();
});
