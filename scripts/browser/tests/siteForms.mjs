// The site's own forms end to end in Chromium with the real API (pointed at by /site-config.json).
import { assert, assertEqual, test } from '../fixtures.mjs';
import { waitForHydration } from '../pageTools.mjs';

test('contact page: errors on blur, then the message is sent and stored', async ({
  newPage,
  site,
  apiServer,
}) => {
  const page = await newPage();
  await page.goto(`${site}/contact`);
  const first = page.getByLabel('First Name');
  await waitForHydration(first);
  await first.focus();
  await first.blur();
  await page.getByText('First Name is required.').waitFor();
  await first.fill('Chidi');
  assertEqual(await page.getByText('First Name is required.').count(), 0, 'cleared on edit');
  await page.getByLabel('Last Name').fill('Nwosu');
  await page.getByLabel('Email').fill('chidi@example.ng');
  await page
    .getByLabel('Message', { exact: true })
    .fill('I would like a demo for our Abuja portfolio.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const banner = page.locator('[role="status"] p');
  await banner.waitFor();
  assert(((await banner.textContent()) ?? '').length > 0, 'the server message is shown');
  assertEqual(await first.inputValue(), '', 'fields cleared');
  const leads = await apiServer.leads('contact');
  const lead = leads.at(-1);
  assertEqual(lead?.payload.description, 'I would like a demo for our Abuja portfolio.', 'stored');
  assert(String(lead?.attribution.pageUrl).endsWith('/contact'), 'with its page');
  await banner.waitFor({ state: 'detached', timeout: 6000 });
});

test('home: the contact teaser sends its row with a timestamp', async ({
  newPage,
  site,
  apiServer,
}) => {
  const page = await newPage();
  await page.goto(site);
  await page.getByRole('button', { name: 'Get in touch' }).click();
  await page.getByLabel('First name').fill('Zainab');
  await page.getByLabel('Last name').fill('Abdullahi');
  await page.getByLabel('Email').fill('zainab@example.ng');
  await page.getByLabel('Message', { exact: true }).fill('Renovating a bungalow in Kano.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Thank you for your message. We will reach out soon').first().waitFor();
  const row = (await apiServer.leads('teaser')).at(-1);
  assertEqual(row?.payload.email, 'zainab@example.ng', 'the row is stored');
  assert(!Number.isNaN(Date.parse(row?.payload.timestamp)), 'with an ISO timestamp');
});

test('about-us: See job openings → LinkedIn link submitted, modal closes by itself', async ({
  newPage,
  site,
  apiServer,
}) => {
  const page = await newPage();
  await page.goto(`${site}/about-us`);
  await page.getByRole('button', { name: 'See job openings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join our team' });
  await dialog.getByLabel('LinkedIn profile link').fill('https://www.linkedin.com/in/ngozi');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog
    .getByText("Profile submitted successfully. We'll be in touch if there's a fit!")
    .waitFor();
  await dialog.waitFor({ state: 'detached', timeout: 6000 });
  const lead = (await apiServer.leads('profile')).at(-1);
  assertEqual(lead?.payload.linkedInUrl, 'https://www.linkedin.com/in/ngozi', 'stored');
});

test('referral: the video loads only when asked for', async ({ newPage, site }) => {
  const page = await newPage();
  const thirdParty = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(site)) thirdParty.push(request.url());
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Video</title>' }),
  );
  await page.goto(`${site}/referral`, { waitUntil: 'networkidle' });
  assertEqual(await page.locator('iframe').count(), 0, 'no iframe before the visitor asks');
  assertEqual(thirdParty.length, 0, `no third-party request: ${thirdParty.join(', ')}`);
  await page.getByRole('button', { name: 'Watch the video' }).click();
  await page.getByRole('dialog', { name: 'How refer-to-earn works' }).locator('iframe').waitFor();
});
