// The site loads remotes cross-origin from the CDN at run time, one React, nothing before need.
import { assert, assertEqual, test } from '../fixtures.mjs';
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
  assertEqual(federation.length, 0, `federation requests on first load: ${federation.join(', ')}`);

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
  await slider.waitFor();
  assert(
    requests.some(
      (url) => url.startsWith(`${cdn}/remotes/fee-estimator/`) && url.endsWith('/remoteEntry.js'),
    ),
    'remoteEntry.js came from the CDN origin',
  );
  await page
    .getByRole('heading', {
      name: 'Estimate how much the provider charges in fees for delivering your project',
    })
    .waitFor();

  await slider.focus();
  await page.keyboard.press('End');
  assertEqual(await slider.getAttribute('aria-valuenow'), '100', 'End moves to 100');
  await page.getByText('₦500,000,000').waitFor();
  await page.getByText('₦37,500,000').waitFor();

  // Drag with the pointer from the start of the track to its middle.
  const track = page.locator('[data-slot="slider-track"]');
  const box = await track.boundingBox();
  assert(box, 'the slider track has a box');
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  const now = Number(await slider.getAttribute('aria-valuenow'));
  assert(now >= 48 && now <= 52, `dragging to the middle gives ~50, got ${now}`);

  const shift = await layoutShift(page);
  assert(shift < 0.01, `the remote replaced its placeholder without layout shift (CLS ${shift})`);
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
  assertEqual(cdnReact.length, 0, `React chunks fetched from the CDN: ${cdnReact.join(', ')}`);
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
  assert(shared.length >= 1, 'react is registered as a loaded share');
  assert(
    shared.every((entry) => entry.startsWith('gw_site@')),
    `the loaded React is the host's: ${shared.join(', ')}`,
  );
});

test('a remote’s CSS does not restyle the host page', async ({ newPage, site }) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(site);
  const nav = page.getByRole('navigation', { name: 'Product' });
  const styleOf = () =>
    page.evaluate(() => {
      const navBox = document.querySelector('nav')?.getBoundingClientRect();
      const body = getComputedStyle(document.body);
      return JSON.stringify({
        nav: [navBox?.x, navBox?.width],
        margin: body.margin,
        font: body.fontFamily,
      });
    });
  const before = await styleOf();
  await nav.getByRole('link', { name: 'Fee Estimator' }).click();
  await page.getByRole('slider').waitFor();
  await page.getByRole('link', { name: 'Groundwork' }).first().click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  assertEqual(await styleOf(), before, 'host layout and base styles after the remote’s CSS loaded');
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
  assert(
    (await picture.textContent())?.includes('Estimate how much the provider charges'),
    'the card is in the page before the remote',
  );
  assertEqual(await page.getByRole('slider').count(), 0, 'the picture is not yet a slider');
  // Read in one step in the page: hydration re-mounts the picture, and a locator's box read
  // across that moment finds the old element detached.
  const before = await page.evaluate(() =>
    document
      .querySelector('[data-remote-snapshot="fee-estimator"] section')
      ?.getBoundingClientRect()
      .toJSON(),
  );

  const slider = page.getByRole('slider', { name: 'Project size' });
  await slider.waitFor();
  assertEqual(await picture.count(), 0, 'the remote replaced the picture');
  const live = await page.locator('[data-slot="fee-estimator"]').boundingBox();
  assert(before && live, 'both have a box');
  assert(
    Math.abs(before.y - live.y) < 1 && Math.abs(before.height - live.height) < 1,
    `the same box (${JSON.stringify(before)} then ${JSON.stringify(live)})`,
  );
  await slider.focus();
  await page.keyboard.press('End');
  assertEqual(await slider.getAttribute('aria-valuenow'), '100', 'the live slider moves');
  const shift = await layoutShift(page);
  assert(shift < 0.01, `no layout shift (CLS ${shift})`);
});
