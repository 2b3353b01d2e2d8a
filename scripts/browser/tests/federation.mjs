// The site loads remotes cross-origin from the CDN at run time, one React, nothing before need.
import { expect, test } from '../fixtures.mjs';
import { layoutShift, recordLayoutShift, trackRequests } from '../pageTools.mjs';

test('home page first load fetches nothing of federation or any remote', async ({
  newPage,
  site,
  cdn,
}) => {
  const page = await newPage();
  const requests = trackRequests(page);
  await page.goto(site, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const federation = requests.filter(
    (url) => url.startsWith(cdn) || url.includes('/remotes.json') || /federationRuntime/.test(url),
  );
  expect(federation, 'no federation request on first load').toEqual([]);

  // Hovering a link to a page with a remote is the first intent: loading starts there.
  await page
    .getByRole('navigation', { name: 'Product' })
    .getByRole('link', { name: 'Fee Estimator' })
    .hover();
  await page.waitForRequest((request) => request.url().startsWith(`${cdn}/remotes/fee-estimator/`));
});

test('site loads the fee estimator from the CDN origin and the slider works', async ({
  newPage,
  site,
  cdn,
}) => {
  const page = await newPage();
  await recordLayoutShift(page);
  const requests = trackRequests(page);
  await page.goto(`${site}/fee-estimator`);
  const slider = page.getByRole('slider', { name: 'Project size' });
  await expect(slider).toBeVisible();
  expect(
    requests.some(
      (url) => url.startsWith(`${cdn}/remotes/fee-estimator/`) && url.endsWith('/remoteEntry.js'),
    ),
    'remoteEntry.js came from the CDN origin',
  ).toBe(true);
  await page
    .getByRole('heading', {
      name: 'Estimate how much the provider charges in fees for delivering your project',
    })
    .waitFor();

  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider, 'End moves to 100').toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('₦500,000,000')).toBeVisible();
  await expect(page.getByText('₦37,500,000')).toBeVisible();

  // Drag with the pointer from the start of the track to its middle.
  const track = page.locator('[data-slot="slider-track"]');
  const box = await track.boundingBox();
  expect(box, 'the slider track has a box').toBeTruthy();
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  const now = Number(await slider.getAttribute('aria-valuenow'));
  expect(now, 'dragging to the middle gives ~50').toBeGreaterThanOrEqual(48);
  expect(now, 'dragging to the middle gives ~50').toBeLessThanOrEqual(52);

  const shift = await layoutShift(page);
  expect(shift, 'the remote replaced its placeholder without layout shift (CLS)').toBeLessThan(
    0.01,
  );
});

test('exactly one React: the remote uses the host copy and fetches none', async ({
  newPage,
  site,
  cdn,
}) => {
  const page = await newPage();
  const requests = trackRequests(page);
  await page.goto(`${site}/fee-estimator`);
  await page.getByRole('slider').waitFor();
  const cdnReact = requests.filter((url) => url.startsWith(cdn) && /react/i.test(url));
  expect(cdnReact, 'no React chunk fetched from the CDN').toEqual([]);
  const shared = await page.evaluate(() => {
    const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    const found = [];
    for (const instance of Object.values(scopes)) {
      for (const [pkg, versions] of Object.entries(instance.default ?? {})) {
        for (const [version, share] of Object.entries(versions)) {
          if (pkg === 'react' && share.loaded) found.push(`${share.from}@${version}`);
        }
      }
    }
    return found;
  });
  expect(shared.length, 'react is registered as a loaded share').toBeGreaterThanOrEqual(1);
  expect(
    shared.every((entry) => entry.startsWith('gw_site@')),
    `the loaded React is the host's: ${shared.join(', ')}`,
  ).toBe(true);
});

test('a remote’s CSS does not restyle the host page', async ({ newPage, site }) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(site);
  const nav = page.getByRole('navigation', { name: 'Product' });
  // Measured in the brand font both times: it comes with the full stylesheet after the first
  // paint (its fallback's metrics are close, not equal), which is not the remote's doing.
  const styleOf = async () => {
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    );
    return page.evaluate(() => {
      const navBox = document.querySelector('nav')?.getBoundingClientRect();
      const body = getComputedStyle(document.body);
      return JSON.stringify({
        nav: [navBox?.x, navBox?.width],
        margin: body.margin,
        font: body.fontFamily,
      });
    });
  };
  const before = await styleOf();
  await nav.getByRole('link', { name: 'Fee Estimator' }).click();
  await page.getByRole('slider').waitFor();
  await page.getByRole('link', { name: 'Groundwork' }).first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await styleOf(), 'host layout and base styles after the remote’s CSS loaded').toBe(before);
});

test('fee estimator: the prerendered page already shows its card; the remote takes over the same box, no shift', async ({
  newPage,
  site,
  cdn,
}) => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await recordLayoutShift(page);
  // A slow CDN: the remote arrives a second and a half after the page.
  await page.route(`${cdn}/remotes/fee-estimator/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto(`${site}/fee-estimator`);
  const picture = page.locator('[data-remote-snapshot="fee-estimator"] section');
  await picture.waitFor();
  expect(await picture.textContent(), 'the card is in the page before the remote').toContain(
    'Estimate how much the provider charges',
  );
  expect(await page.getByRole('slider').count(), 'the picture is not yet a slider').toBe(0);
  // Read in one step in the page: hydration re-mounts the picture, and a locator's box read
  // across that moment finds the old element detached.
  const before = await page.evaluate(() =>
    document
      .querySelector('[data-remote-snapshot="fee-estimator"] section')
      ?.getBoundingClientRect()
      .toJSON(),
  );

  const slider = page.getByRole('slider', { name: 'Project size' });
  // Each of the remote's files arrives a second and a half late.
  await expect(slider).toBeVisible({ timeout: 15_000 });
  expect(await picture.count(), 'the remote replaced the picture').toBe(0);
  const live = await page.locator('[data-slot="fee-estimator"]').boundingBox();
  expect(before, 'the picture has a box').toBeTruthy();
  expect(live, 'the remote has a box').toBeTruthy();
  expect(Math.abs(before.y - live.y), 'the same top').toBeLessThan(1);
  expect(Math.abs(before.height - live.height), 'the same height').toBeLessThan(1);
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider, 'the live slider moves').toHaveAttribute('aria-valuenow', '100');
  const shift = await layoutShift(page);
  expect(shift, 'no layout shift (CLS)').toBeLessThan(0.01);
});
