// Remotes fail alone and recover without a reload; releases are a one-line change of remotes.json.
import { assert, test } from '../fixtures.mjs';
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

test('a dialog remote that failed loads again when its button is pressed again, once the CDN is back', async ({
  newPage,
  site,
  stopCdn,
  startCdn,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${site}/lender`);
  // The header's button: the failure dialog renders inside the header's nowrap action bar.
  const open = page.getByRole('banner').getByRole('button', { name: 'Book a Demo' });
  await stopCdn();
  try {
    await open.click();
    const failure = page.getByRole('dialog').getByRole('alert').filter({ hasText: /\S/ });
    await failure.waitFor({ timeout: 15_000 });
    // At 1280 px the message stays inside its dialog: nothing runs past the panel's edge.
    const overflow = await page.evaluate(() => {
      const dialog = document.querySelector('dialog[open]');
      if (!dialog) return 'no dialog';
      const panel = dialog.getBoundingClientRect();
      // Text laid out past its box (scrollWidth), or a box past the panel, is cut off. The toast
      // regions (empty, fixed to the viewport) are not part of the panel.
      const outside = [dialog, ...dialog.querySelectorAll('*')].filter((node) => {
        if (node.closest('[data-slot="toast-viewport"]')) return false;
        const box = node.getBoundingClientRect();
        if (box.width === 0) return false;
        return (
          node.scrollWidth > node.clientWidth + 1 ||
          box.right > panel.right + 0.5 ||
          box.left < panel.left - 0.5
        );
      });
      return outside.map((node) => node.textContent?.slice(0, 40)).join(' | ');
    });
    assert(overflow === '', `the failure dialog holds its text (${overflow})`);
    await page.getByRole('button', { name: 'Close' }).click();
    await failure.waitFor({ state: 'detached' });
  } finally {
    await startCdn();
  }
  await open.click();
  await page.getByRole('dialog', { name: 'Schedule a Demo' }).waitFor({ timeout: 15_000 });
  assert(
    (await page.getByText('could not load').count()) === 0,
    'the old failure is not shown again',
  );
});
