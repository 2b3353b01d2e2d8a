// What `npm start` serves, with its defaults (issue 25): scripts/start.mjs itself, on free ports
// and a fresh DATA_DIR, so the host names, the API base, the site's CSP and the signed upload
// URLs are the ones a new user gets. A funding application with a PDF, from the site and from the
// partner page's widget, must land in the database with its file, as `npm run leads` reads it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { isBadPort } from '../../lib/config.mjs';
import { root } from '../../lib/paths.mjs';

/** A free port browsers accept (npm start refuses the Fetch Standard's bad ports). */
async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const probe = createServer().once('error', reject);
      probe.listen(0, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
    if (!isBadPort(port)) return port;
  }
}

/**
 * `node scripts/start.mjs` as `npm start` runs it, on free ports, with a private data folder and
 * remotes.json; resolves with the URLs it prints (it prints them once every service listens).
 */
async function startNpmStart() {
  const work = mkdtempSync(join(tmpdir(), 'gw-npm-start-'));
  const [site, cdn, api, partner] = await Promise.all([1, 2, 3, 4].map(freePort));
  const dataDir = join(work, 'data');
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(site),
      CDN_PORT: String(cdn),
      API_PORT: String(api),
      PARTNER_PORT: String(partner),
      DATA_DIR: dataDir,
      GW_REMOTES_FILE: join(work, 'remotes.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const printed = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = (name) => output.match(new RegExp(`^  ${name} +(http://\\S+)`, 'm'))?.[1];
      if (url('partner')) {
        resolve({ site: url('site'), cdn: url('cdn'), api: url('api'), partner: url('partner') });
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
  });
  const urls = await printed;
  return {
    ...urls,
    dataDir,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The funding leads as the operator CLI sees them: `npm run leads -- list --kind funding`. */
function leadsList(dataDir) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'hosts/api/src/cli/leads.ts'), 'list', '--kind', 'funding'],
    { cwd: join(root, 'hosts/api'), env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  return `${result.stdout}${result.stderr}`;
}

/** The operator API the CLI calls (loopback, the token in DATA_DIR/api.json). */
async function operatorGet(dataDir, path) {
  const { port, token } = JSON.parse(readFileSync(join(dataDir, 'api.json'), 'utf8'));
  return fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The stored funding lead sent by `email`, read from the operator API. */
async function fundingLead(dataDir, email) {
  const answer = await operatorGet(dataDir, '/admin/leads?kind=funding&limit=200');
  const { data } = await answer.json();
  return data.find((lead) => lead.payload.email === email);
}

const test = base.extend({
  npmStart: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function names.
    async ({}, use) => {
      const started = await startNpmStart();
      await use(started);
      await started.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  /** The page's CSP refusals and page errors (a refused PUT was issue 25's silent failure). */
  problems: async ({ page }, use) => {
    const problems = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(problems);
  },
});
test.use({ reducedMotion: 'reduce' });

const pdf = (name) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(`%PDF-1.7 ${name}`),
});

/**
 * The funding wizard (in `dialog`) filled as a visitor does, a PDF attached on step 2; waits for
 * the signed PUT to the API to succeed, then presses Submit.
 */
async function applyForFunding(dialog, { api, business, email, file }) {
  const page = dialog.page();
  await dialog.getByLabel('Business name').fill(business);
  await dialog.getByLabel('Business email').fill(`ops@${email.split('@')[1]}`);
  await dialog.getByRole('button', { name: 'Next' }).click();

  // The signed URL names the API base the page was given (issue 25: it named 127.0.0.1 instead).
  const put = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().startsWith(`${api}/uploads/`),
  );
  await dialog.locator('input[type=file]').setInputFiles(pdf(file.name));
  expect((await put).ok()).toBe(true);
  await expect(page.getByText('Uploaded Successfully').first()).toBeVisible();
  await expect(dialog.getByText(file.name)).toBeVisible();

  await dialog.getByLabel('Project description').fill('Twelve flats in Enugu');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Nigeria');
  await page.keyboard.press('Enter');
  const state = dialog.getByRole('combobox', { name: 'State' });
  await expect(state).toBeEnabled();
  await state.fill('Enugu');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Currency').selectOption('NGN');
  await dialog.getByLabel('Amount').fill('90000000');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByLabel('First name').fill('Chioma');
  await dialog.getByLabel('Last name').fill('Nwosu');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Role (e.g. CEO)').fill('Director');
  await dialog.getByLabel('Phone number', { exact: true }).fill('8031234567');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Application Successful').first()).toBeVisible();
}

/** The lead is stored with its document: listed by the CLI, its key issued, the file served. */
async function expectStoredWithFile(dataDir, email, file) {
  await expect.poll(() => leadsList(dataDir)).toContain(email);
  const lead = await fundingLead(dataDir, email);
  const [document] = lead?.payload.uploadedFiles ?? [];
  expect(document?.S3Key).toMatch(/^landingpage\/.+\.pdf$/);
  const download = await operatorGet(dataDir, `/admin/files/${document.S3Key}`);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).toString()).toBe(`%PDF-1.7 ${file.name}`);
  return lead;
}

test('npm start with its defaults: one API base, on localhost, for the site, its CSP and the signed upload URLs', async ({
  npmStart,
}) => {
  const { site, api, partner } = npmStart;
  expect([site, api, partner].map((url) => new URL(url).hostname)).toEqual([
    'localhost',
    'localhost',
    'localhost',
  ]);
  const config = await (await fetch(`${site}/site-config.json`)).json();
  expect(config).toEqual({ apiBase: api, countriesBase: api, spreadsheetBase: api });
  const csp = (await fetch(`${site}/developer`)).headers.get('content-security-policy');
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${api.replace(/[.:/]/g, '\\$&')}( |;|$)`));
});

test('npm start: a funding application with a PDF from /developer lands in the database with its file', async ({
  npmStart,
  page,
  problems,
}) => {
  const { site, cdn, api, dataDir } = npmStart;
  // Every call goes to this run's services: none to a build-time default such as :8787.
  const elsewhere = [];
  page.on('request', (request) => {
    const { origin, protocol } = new URL(request.url());
    if (protocol.startsWith('http') && ![site, cdn, api].includes(origin)) {
      elsewhere.push(request.url());
    }
  });
  await page.goto(`${site}/developer`);
  await page.getByRole('button', { name: 'Apply for Funding', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Funding' });
  await expect(dialog).toBeVisible();
  const file = { name: 'site-survey.pdf' };
  await applyForFunding(dialog, {
    api,
    business: 'Enugu Homes',
    email: 'chioma@enuguhomes.ng',
    file,
  });

  const lead = await expectStoredWithFile(dataDir, 'chioma@enuguhomes.ng', file);
  expect(lead.payload.state).toBe('Enugu');
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test("npm start: a funding application with a PDF from the partner page's widget lands in the database with its file", async ({
  npmStart,
  page,
  problems,
}) => {
  const { partner, api, dataDir } = npmStart;
  await page.goto(`${partner}/members/`);
  // Every widget on the page has said gw:ready in the page's own event log.
  await expect(page.locator('#event-log li[data-type="gw:ready"]')).toHaveCount(6);
  await page.getByRole('button', { name: 'Apply for Funding', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for Funding' });
  await expect(dialog).toBeVisible();
  const file = { name: 'partner-survey.pdf' };
  await applyForFunding(dialog, {
    api,
    business: 'Nsukka Builds',
    email: 'chioma@nsukkabuilds.ng',
    file,
  });

  const lead = await expectStoredWithFile(dataDir, 'chioma@nsukkabuilds.ng', file);
  expect(lead.attribution.partner).toBe('ndba');
  expect(problems).toEqual([]);
});
