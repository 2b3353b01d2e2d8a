// Every route at 390 and 1280 px: text in an illustration (an inline SVG's <text>/<tspan>, the
// hero art's HTML cards) stays inside its box and renders at 12 px or more; and two neighbouring
// sections on the same background share one gap instead of stacking their paddings.
import { expect, test } from '../fixtures.mjs';
import { siteRoutes } from '../siteRoutes.mjs';

const widths = [390, 1280];

/** The smallest text an illustration may draw, in CSS px as rendered. */
const minTextPx = 12;

/**
 * One gap between sections: the sections' padding (layout.ts), 64 px below lg (1024 px) and 96
 * px from lg up. Two stacked paddings would make 128 or 192; the bound sits at the single gap.
 */
const oneGap = (width) => (width >= 1024 ? 96 : 64);

/** Text in illustrations that is too small or sticks out of its box, described for the message. */
function illustrationTextProblems(minPx) {
  const problems = [];
  const inside = (inner, outer) =>
    inner.left >= outer.left - 0.5 &&
    inner.right <= outer.right + 0.5 &&
    inner.top >= outer.top - 0.5 &&
    inner.bottom <= outer.bottom + 0.5;
  const name = (text) => JSON.stringify(text.trim().slice(0, 40));

  // SVG text: its font size times the drawing's scale on screen, its box inside the drawing's.
  for (const text of document.querySelectorAll('main svg text')) {
    const svg = text.ownerSVGElement;
    const scale = text.getScreenCTM()?.a ?? 1;
    const rendered = Number.parseFloat(getComputedStyle(text).fontSize) * scale;
    if (rendered < minPx) problems.push(`svg text ${name(text.textContent)} at ${rendered} px`);
    if (!inside(text.getBoundingClientRect(), svg.getBoundingClientRect()))
      problems.push(`svg text ${name(text.textContent)} outside its drawing`);
  }

  // HTML cards over a drawing: each line of text inside its card, each card inside the drawing.
  for (const card of document.querySelectorAll('[data-slot=art-card]')) {
    const box = card.getBoundingClientRect();
    const art = card.closest('[data-slot=hero-art]')?.getBoundingClientRect();
    if (art && !inside(box, art)) problems.push(`card ${name(card.textContent)} outside its art`);
    if (card.scrollWidth > card.clientWidth + 0.5 || card.scrollHeight > card.clientHeight + 0.5)
      problems.push(`card ${name(card.textContent)} scrolls its text`);
    const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const size = Number.parseFloat(getComputedStyle(node.parentElement).fontSize);
      if (size < minPx) problems.push(`card text ${name(node.textContent)} at ${size} px`);
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects())
        if (!inside(rect, box))
          problems.push(`card text ${name(node.textContent)} outside its card`);
    }
  }
  return problems;
}

/**
 * Pairs of neighbouring page sections on the same plain background (no gradient or image), with
 * the space between their contents (the lower padding of one plus the upper of the next).
 */
function sameBandGaps() {
  const sections = [...document.querySelectorAll('main section')].filter(
    (section) => !section.parentElement.closest('main section'),
  );
  const band = (element) => {
    for (let node = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none') return null;
      if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return style.backgroundColor;
    }
    return 'rgba(0, 0, 0, 0)';
  };
  const pairs = [];
  for (let index = 1; index < sections.length; index += 1) {
    const [before, after] = [sections[index - 1], sections[index]];
    const [above, below] = [before.getBoundingClientRect(), after.getBoundingClientRect()];
    // Only sections that touch: something between them (a note, a banner) is its own spacing.
    if (Math.abs(below.top - above.bottom) > 0.5) continue;
    if (band(before) === null || band(before) !== band(after)) continue;
    const gap =
      Number.parseFloat(getComputedStyle(before).paddingBottom) +
      Number.parseFloat(getComputedStyle(after).paddingTop);
    const label = (section) =>
      section.getAttribute('aria-labelledby') ?? section.getAttribute('aria-label') ?? 'section';
    pairs.push({ between: `${label(before)} → ${label(after)}`, gap });
  }
  return pairs;
}

async function openAt(newPage, site, path, width) {
  const page = await newPage({ viewport: { width, height: 900 } });
  // The booking widget is a third party: answer it locally so the test stays offline.
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  await page.goto(`${site}${path}`, { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Measure what the visitor ends up with: the page's remote in place of its placeholder.
  await expect(page.locator('[data-slot=remote-placeholder]')).toHaveCount(0, { timeout: 10_000 });
  return page;
}

for (const [path] of siteRoutes) {
  test(`illustration text fits its box at 12 px or more: ${path}`, async ({ newPage, site }) => {
    for (const width of widths) {
      const page = await openAt(newPage, site, path, width);
      await expect
        .poll(() => page.evaluate(illustrationTextProblems, minTextPx), {
          message: `${path} at ${width} px`,
        })
        .toEqual([]);
      await page.close();
    }
  });

  test(`same-background sections share one gap: ${path}`, async ({ newPage, site }) => {
    for (const width of widths) {
      const page = await openAt(newPage, site, path, width);
      const pairs = await page.evaluate(sameBandGaps);
      const stacked = pairs.filter(({ gap }) => gap > oneGap(width) + 0.5);
      expect(stacked, `${path} at ${width} px: at most ${oneGap(width)} px each`).toEqual([]);
      await page.close();
    }
  });
}

test('the lender hero art says its figures in HTML cards, with no text left inside the drawing', async ({
  newPage,
  site,
}) => {
  const page = await openAt(newPage, site, '/lender', 390);
  const cards = page.locator('[data-slot=art-card]');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('₦482.5M disbursed');
  await expect(page.locator('[data-slot=hero-art] svg text')).toHaveCount(0);
});

test('the gap check measures the pairs it is for: /consultant’s feature tabs and FAQ', async ({
  newPage,
  site,
}) => {
  const page = await openAt(newPage, site, '/consultant', 1280);
  const pairs = await page.evaluate(sameBandGaps);
  expect(pairs.map(({ between }) => between)).toContainEqual(
    expect.stringMatching(/-heading → faq-heading$/),
  );
  expect(pairs.every(({ gap }) => gap === oneGap(1280))).toBe(true);
});
