// The 'Ongoing Projects' carousel as a visitor sees it: each step brings the next project fully
// into view, on a phone as on a desktop, up to the last one.
import { expect, test } from '../fixtures.mjs';

/** The share of each slide inside the viewport and the carousel's box, in percent. */
function visibleShares(page) {
  return page.evaluate(() => {
    const clip = document
      .querySelector('[aria-roledescription="carousel"]')
      .getBoundingClientRect();
    const right = Math.min(clip.right, window.innerWidth);
    return [...document.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => {
      const box = slide.getBoundingClientRect();
      const seen = Math.max(0, Math.min(box.right, right) - Math.max(box.left, clip.left));
      return Math.round((seen / box.width) * 100);
    });
  });
}

for (const width of [390, 1280]) {
  test(`home carousel at ${width} px: every step shows the next project whole, the last included`, async ({
    newPage,
    site,
  }) => {
    const page = await newPage({ viewport: { width, height: 900 } });
    await page.goto(`${site}/`);
    const next = page.getByRole('button', { name: 'Next project' });
    await next.scrollIntoViewIfNeeded();
    const slides = await page.locator('[aria-roledescription="slide"]').count();
    expect(slides, 'the carousel has projects').toBeGreaterThanOrEqual(2);
    for (let index = 0; index < slides; index += 1) {
      if (index > 0) {
        await next.click();
        // reducedMotion: 'reduce' in the test browser, so the move is immediate.
      }
      const shares = await visibleShares(page);
      expect(shares[index], `at step ${index + 1} project ${index + 1} is whole (${shares})`).toBe(
        100,
      );
    }
    await expect(next, 'next is disabled at the last project').toBeDisabled();
  });
}
