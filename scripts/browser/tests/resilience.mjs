// Remotes fail alone and recover without a reload; releases are a one-line change of remotes.json.
import { assert, test } from '../harness.mjs';
import { trackRequests } from '../pageTools.mjs';

test('CDN down: the page and navigation keep working, Retry recovers once it is back', async ({
  newPage,
  site,
  stopCdn,
  startCdn,
}) => {
  const page = await newPage();
  await stopCdn();
  try {
    await page.goto(`${site}/fee-estimator`);
    // The remote's fallback (the page's toast live regions are alerts too, and empty).
    const alert = page.getByRole('alert').filter({ hasText: 'could not load' });
    await alert.waitFor({ timeout: 15_000 });
    assert(
      (await alert.textContent())?.includes('The fee estimator could not load.'),
      'says what failed',
    );
    assert(
      (await alert.getByRole('link', { name: 'Contact us' }).getAttribute('href')) === '/contact',
      'offers a link to /contact',
    );
    await page.evaluate(() => {
      window.__gwSamePage = true;
    });

    // Navigation still works while the remote is down.
    await page
      .getByRole('navigation', { name: 'Product' })
      .getByRole('link', { name: 'Lenders' })
      .click();
    await page
      .getByRole('heading', { level: 1, name: 'Lend against progress you can see' })
      .waitFor();
    await page
      .getByRole('navigation', { name: 'Product' })
      .getByRole('link', { name: 'Fee Estimator' })
      .click();
    await alert.waitFor();
  } finally {
    await startCdn();
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('slider', { name: 'Project size' }).waitFor();
  assert(await page.evaluate(() => window.__gwSamePage === true), 'no page reload happened');
});

test('a changed remotes.json entry is used on the next visit, with no host rebuild', async ({
  newPage,
  site,
  readRemotes,
  writeRemotes,
  publishCopy,
}) => {
  const before = readRemotes();
  const [, , , version] = new URL(before['fee-estimator']).pathname.split('/');
  // The release points at remoteEntry.js (remotes.json defaults to mf-manifest.json): both work.
  const entry = `${publishCopy('fee-estimator', version, `${version}-canary`)}remoteEntry.js`;
  writeRemotes({ ...before, 'fee-estimator': entry });
  try {
    const page = await newPage();
    const requests = trackRequests(page);
    await page.goto(`${site}/fee-estimator`);
    await page.getByRole('slider').waitFor();
    assert(requests.includes(entry), `the new entry ${entry} was loaded`);
    assert(
      !requests.some((url) => url.includes(`/fee-estimator/${version}/`)),
      'nothing came from the old version folder',
    );
  } finally {
    writeRemotes(before);
  }
});
