// Every route of the spec's table in Chromium against the built, prerendered site: its one h1,
// no console errors (hydration mismatches included), the redirects, the 404, the raw HTML.
import { expect, test } from '../fixtures.mjs';
import { isHydrated } from '../pageTools.mjs';
import { heroes, siteRoutes } from '../siteRoutes.mjs';

const { authPaths, urls } = await import('@gw/config');

/** A page that fails the test on any console error or uncaught exception. */
async function watchedPage(newPage, viewport) {
  const page = await newPage(viewport ? { viewport } : {});
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // The booking widget is a third party: answer it locally so the test stays offline.
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  return { page, errors };
}

for (const [path, title] of siteRoutes) {
  test(`route ${path}: its one h1, hydrated with no console errors`, async ({ newPage, site }) => {
    const { page, errors } = await watchedPage(newPage);
    await page.goto(`${site}${path}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await page.waitForLoadState('load');
    // React reports a hydration mismatch as it hydrates: once the h1 is hydrated it would be in.
    await expect.poll(() => isHydrated(h1), { message: `${path} hydrated` }).toBe(true);
    expect(await h1.count(), `${path} has one h1`).toBe(1);
    expect((await h1.textContent())?.trim(), `${path} h1`).toBe(title);
    expect(errors, `${path} console errors`).toEqual([]);
  });
}

test('prerendered HTML already holds the h1, copy and head tags (no JavaScript needed)', async ({
  site,
}) => {
  const html = await (await fetch(`${site}/lender`)).text();
  expect(html, 'the h1 is in the HTML').toContain(`>${heroes.lender.title}</h1>`);
  expect(html, 'the copy is in the HTML').toContain(heroes.lender.body.slice(0, 40));
  expect(html, 'its own title').toMatch(/<title>Lenders \| [^<]+<\/title>/);
  expect(html, 'a canonical link').toContain('<link rel="canonical"');
  expect(html, 'Open Graph tags').toContain('property="og:description"');
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  expect(sitemap, 'the sitemap lists /lender').toContain('/lender</loc>');
  const robots = await (await fetch(`${site}/robots.txt`)).text();
  expect(robots, 'robots.txt points at the sitemap').toContain('Sitemap:');
});

test('redirects: /pricing, /canpad and /referral/{refId}', async ({ newPage, site }) => {
  const { page } = await watchedPage(newPage);
  await page.goto(`${site}/pricing`);
  await expect(page).toHaveURL(/\/pricing\/enterprise$/);
  await page.goto(`${site}/canpad`);
  await expect(page).toHaveURL(/\/owner$/);
  await expect(page.getByRole('heading', { level: 1, name: heroes.owner.title })).toBeVisible();

  const auth = new URL(authPaths.referralSignUp, urls.auth);
  await page.route(`${auth.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sign up</title>' }),
  );
  await page.goto(`${site}/referral/${encodeURIComponent('ada b&c')}`);
  await page.waitForURL((url) => url.origin === auth.origin);
  const landed = new URL(page.url());
  expect(landed.pathname, 'the referral sign-up').toBe(authPaths.referralSignUp);
  expect(landed.searchParams.get('referralCode'), 'with the id, encoded').toBe('ada b&c');
});

test('404: the not-found page with Go Back and Take me home', async ({ newPage, site }) => {
  const { page, errors } = await watchedPage(newPage);
  await page.goto(`${site}/no/such/page`);
  await page.getByText('404 error').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await page.getByRole('heading', { level: 1, name: heroes.home.title }).waitFor();
  expect(errors, 'no console error').toEqual([]);
});

test('client-side navigation loads the page, scrolls to the top and sets its title', async ({
  newPage,
  site,
}) => {
  const { page, errors } = await watchedPage(newPage, { width: 1280, height: 800 });
  await page.goto(site, { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'About us' })
    .click();
  await page.getByRole('heading', { level: 1, name: heroes.about.title }).waitFor();
  expect(await page.evaluate(() => window.scrollY), 'at the top of the new page').toBe(0);
  await expect(page, 'the new page sets its title').toHaveTitle(/^About us/);
  expect(errors, 'no console error').toEqual([]);
});
