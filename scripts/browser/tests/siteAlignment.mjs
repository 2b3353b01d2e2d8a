// Alignments and states a visitor sees (issue 26 item 6): feature chips in even rows, team names
// on one line per row, a disabled carousel arrow that can still be seen, and a compare table that
// keeps its plan names and row labels in view on a phone.
import { expect, test } from '../fixtures.mjs';

/** Sizes of the rows a set of boxes falls into (boxes sharing a top are one row). */
function rowSizes(tops) {
  const rows = new Map();
  for (const top of tops) rows.set(Math.round(top), (rows.get(Math.round(top)) ?? 0) + 1);
  return [...rows.values()];
}

test('lender feature chips at 1280 px wrap in even rows, none left alone', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site}/lender`);
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveCount(7);
  const tops = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
  const sizes = rowSizes(tops);
  expect(Math.max(...sizes) - Math.min(...sizes), `rows of ${sizes}`).toBeLessThanOrEqual(1);
  expect(Math.min(...sizes), `rows of ${sizes}`).toBeGreaterThan(1);
});

test('about-us team cards: names in a row share one line, whether their roles wrap or not', async ({
  newPage,
  site,
}) => {
  let wrapped = 0;
  // 390 (two columns) and 1024 px wrap some roles onto two lines; 1280 px wraps none.
  for (const width of [390, 1024, 1280]) {
    const page = await newPage({ viewport: { width, height: 900 } });
    await page.goto(`${site}/about-us`);
    const names = page.locator('section[aria-labelledby="team-heading"] li h3');
    await expect(names.first()).toBeVisible();
    const { rows, wrappedRoles } = await names.evaluateAll((all) => {
      const byCard = new Map();
      for (const name of all) {
        const card = Math.round(name.closest('li').getBoundingClientRect().top);
        byCard.set(card, [...(byCard.get(card) ?? []), name.getBoundingClientRect().top]);
      }
      const roles = all.map((name) => name.nextElementSibling);
      const lineHeight = (role) => Number.parseFloat(getComputedStyle(role).lineHeight);
      return {
        rows: [...byCard.values()],
        wrappedRoles: roles.filter((role) => role.offsetHeight > 1.5 * lineHeight(role)).length,
      };
    });
    wrapped += wrappedRoles;
    for (const tops of rows)
      expect(
        Math.max(...tops) - Math.min(...tops),
        `${width} px: name tops ${tops}`,
      ).toBeLessThanOrEqual(1);
    await page.close();
  }
  expect(wrapped, 'some roles wrap, so the check means something').toBeGreaterThan(0);
});

/** WCAG contrast ratio of two computed colours ('rgb(…)'). */
function contrast(first, second) {
  const luminance = (color) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)
      .slice(0, 3)
      .map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test('the carousel’s disabled arrow is visible (3:1 or more) and looks unlike the enabled one', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${site}/`);
  const previous = page.getByRole('button', { name: 'Previous project' });
  const next = page.getByRole('button', { name: 'Next project' });
  await previous.scrollIntoViewIfNeeded();
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  const look = (button) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor, opacity: style.opacity };
    });
  const [disabled, enabled] = [await look(previous), await look(next)];
  expect(disabled.opacity, 'not faded as a whole').toBe('1');
  expect(
    contrast(disabled.color, disabled.background),
    `arrow ${disabled.color} on ${disabled.background}`,
  ).toBeGreaterThanOrEqual(3);
  expect(disabled, 'the disabled arrow looks different').not.toEqual(enabled);
});

test('the compare table at 390 px keeps plan names and row labels in view while it scrolls', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${site}/pricing/premium`);
  const table = page.getByRole('region', { name: 'Features by plan' });
  await table.scrollIntoViewIfNeeded();
  const scrolled = await table.evaluate((element) => {
    element.scrollTo({ left: element.scrollWidth, top: element.scrollHeight / 2 });
    return { left: element.scrollLeft, top: element.scrollTop };
  });
  expect(scrolled.left, 'the table scrolls sideways').toBeGreaterThan(0);
  expect(scrolled.top, 'and down, within its box').toBeGreaterThan(0);
  const box = await table.boundingBox();
  const inView = async (locator) => {
    const cell = await locator.boundingBox();
    return (
      cell.y >= box.y - 0.5 &&
      cell.x >= box.x - 0.5 &&
      cell.x + cell.width <= box.x + box.width + 0.5
    );
  };
  // The plan names' row stays at the top of the table's box.
  const lastPlan = table.getByRole('columnheader', { name: 'Enterprise' });
  const lastPlanBox = await lastPlan.boundingBox();
  expect(Math.abs(lastPlanBox.y - box.y), 'plan names at the top').toBeLessThanOrEqual(1);
  // The row labels' column stays at the left (inside the box's padding): labels of the rows in
  // view sit there, not scrolled off to the left.
  const lefts = await table.evaluate((region) => {
    const frame = region.getBoundingClientRect();
    const inset = Number.parseFloat(getComputedStyle(region).paddingLeft);
    return [...region.querySelectorAll('th[scope=row]')]
      .map((label) => label.getBoundingClientRect())
      .filter((rect) => rect.top > frame.top + 60 && rect.bottom < frame.bottom)
      .map((rect) => Math.round(rect.left - frame.left - inset));
  });
  expect(lefts.length, 'some rows in view').toBeGreaterThan(0);
  for (const left of lefts)
    expect(Math.abs(left), 'row labels at the left edge').toBeLessThanOrEqual(1);
  expect(await inView(lastPlan), 'the plan scrolled to is named').toBe(true);
});

test('the role picker’s radio sits on its title’s first line when the title wraps (680 px)', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 680, height: 900 } });
  await page.goto(`${site}/`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Learn More' }).click();
  const radio = page.getByRole('radio', { name: /Property Developer/ });
  await expect(radio).toBeVisible();
  const { lines, offset, lineHeight } = await radio.evaluate((input) => {
    const title = input.parentElement;
    const line = Number.parseFloat(getComputedStyle(title).lineHeight);
    const box = input.getBoundingClientRect();
    return {
      lines: Math.round(title.getBoundingClientRect().height / line),
      offset: box.top + box.height / 2 - title.getBoundingClientRect().top,
      lineHeight: line,
    };
  });
  expect(lines, 'the title wraps at this width').toBeGreaterThan(1);
  expect(Math.abs(offset - lineHeight / 2), 'radio centred on line one').toBeLessThanOrEqual(1);
});
