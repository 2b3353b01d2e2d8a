// The site's own forms end to end in Chromium with the real API (pointed at by /site-config.json).
import { expect, test } from '../fixtures.mjs';
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
  const required = page.getByText('First Name is required.');
  await expect(required).toBeVisible();
  await first.fill('Chidi');
  expect(await required.count(), 'cleared on edit').toBe(0);
  await page.getByLabel('Last Name').fill('Nwosu');
  await page.getByLabel('Email').fill('chidi@example.ng');
  await page
    .getByLabel('Message', { exact: true })
    .fill('I would like a demo for our Abuja portfolio.');
  await page.getByRole('button', { name: 'Send message' }).click();
  const banner = page.locator('[role="status"] p');
  await expect(banner, 'the server message is shown').toHaveText(/./);
  expect(await first.inputValue(), 'fields cleared').toBe('');
  const leads = await apiServer.leads('contact');
  const lead = leads.at(-1);
  expect(lead?.payload.description, 'stored').toBe('I would like a demo for our Abuja portfolio.');
  expect(String(lead?.attribution.pageUrl), 'with its page').toMatch(/\/contact$/);
  await expect(banner, 'the banner goes by itself').not.toBeAttached({ timeout: 6000 });
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
  await expect(
    page.getByText('Thank you for your message. We will reach out soon').first(),
  ).toBeVisible();
  const row = (await apiServer.leads('teaser')).at(-1);
  expect(row?.payload.email, 'the row is stored').toBe('zainab@example.ng');
  expect(Date.parse(row?.payload.timestamp), 'with an ISO timestamp').not.toBeNaN();
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
  await expect(
    dialog.getByText("Profile submitted successfully. We'll be in touch if there's a fit!"),
  ).toBeVisible();
  await expect(dialog, 'the modal closes by itself').not.toBeAttached({ timeout: 6000 });
  const lead = (await apiServer.leads('profile')).at(-1);
  expect(lead?.payload.linkedInUrl, 'stored').toBe('https://www.linkedin.com/in/ngozi');
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
  expect(await page.locator('iframe').count(), 'no iframe before the visitor asks').toBe(0);
  expect(thirdParty, 'no third-party request').toEqual([]);
  await page.getByRole('button', { name: 'Watch the video' }).click();
  await expect(
    page.getByRole('dialog', { name: 'How refer-to-earn works' }).locator('iframe'),
  ).toBeVisible();
});
