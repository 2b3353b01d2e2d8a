// Every route of the spec's table in Chromium against the built, prerendered site: its one h1,
// no console errors (hydration mismatches included), the redirects, the 404, the raw HTML.
import { assert, assertEqual, test } from '../fixtures.mjs';
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
    await h1.waitFor();
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    assertEqual(await h1.count(), 1, `${path} has one h1`);
    assertEqual((await h1.textContent())?.trim(), title, `${path} h1`);
    assertEqual(errors.length, 0, `${path} console errors: ${errors.join(' | ')}`);
  });
}

test('prerendered HTML already holds the h1, copy and head tags (no JavaScript needed)', async ({
  site,
}) => {
  const html = await (await fetch(`${site}/lender`)).text();
  assert(html.includes(`>${heroes.lender.title}</h1>`), 'the h1 is in the HTML');
  assert(html.includes(heroes.lender.body.slice(0, 40)), 'the copy is in the HTML');
  assert(/<title>Lenders \| [^<]+<\/title>/.test(html), 'its own title');
  assert(html.includes('<link rel="canonical"'), 'a canonical link');
  assert(html.includes('property="og:description"'), 'Open Graph tags');
  const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
  assert(sitemap.includes('/lender</loc>'), 'the sitemap lists /lender');
  const robots = await (await fetch(`${site}/robots.txt`)).text();
  assert(robots.includes('Sitemap:'), 'robots.txt points at the sitemap');
});

test('redirects: /pricing, /canpad and /referral/{refId}', async ({ newPage, site }) => {
  const { page } = await watchedPage(newPage);
  await page.goto(`${site}/pricing`);
  await page.waitForURL(/\/pricing\/enterprise$/);
  await page.goto(`${site}/canpad`);
  await page.waitForURL(/\/owner$/);
  await page.getByRole('heading', { level: 1, name: heroes.owner.title }).waitFor();

  const auth = new URL(authPaths.referralSignUp, urls.auth);
  await page.route(`${auth.origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Sign up</title>' }),
  );
  await page.goto(`${site}/referral/${encodeURIComponent('ada b&c')}`);
  await page.waitForURL((url) => url.origin === auth.origin);
  const landed = new URL(page.url());
  assertEqual(landed.pathname, authPaths.referralSignUp, 'the referral sign-up');
  assertEqual(landed.searchParams.get('referralCode'), 'ada b&c', 'with the id, encoded');
});

test('404: the not-found page with Go Back and Take me home', async ({ newPage, site }) => {
  const { page, errors } = await watchedPage(newPage);
  await page.goto(`${site}/no/such/page`);
  await page.getByText('404 error').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  await page.getByRole('link', { name: 'Take me home' }).click();
  await page.getByRole('heading', { level: 1, name: heroes.home.title }).waitFor();
  assertEqual(errors.length, 0, `console errors: ${errors.join(' | ')}`);
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
  assertEqual(await page.evaluate(() => window.scrollY), 0, 'at the top of the new page');
  await page.waitForFunction(() => document.title.startsWith('About us'));
  assertEqual(errors.length, 0, `console errors: ${errors.join(' | ')}`);
});
