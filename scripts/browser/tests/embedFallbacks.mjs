// The third-party frames (the booking calendar on /schedule-call-calendly, the referral video on
// /referral): with their hosts unreachable, a message and a link to the same content on its own
// site; with an embed that speaks, the frame itself; and the calendar page as the server writes it.
import { expect, test } from '../fixtures.mjs';
import { heroes } from '../siteRoutes.mjs';

const { timings, urls } = await import('@gw/config');

const calendar = new URL(urls.calendar);
const video = new URL(urls.referralVideo);
const videoId = video.pathname.split('/').pop();
/** Long enough for the frames' wait (timings) and a page load on a busy machine. */
const fallbackTimeout = timings.thirdPartyFrameTimeoutMs + 7_000;

/** The third-party host does not answer: the network fails as it does offline. */
async function unreachable(page, url) {
  await page.route(`${url.origin}/**`, (route) => route.abort('internetdisconnected'));
}

/** The third-party host answers with a page whose script does what `script` says. */
async function answers(page, url, script) {
  await page.route(`${url.origin}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Embed</title><p>Embedded</p><script>${script}</script>`,
    }),
  );
}

test('calendar page: its host unreachable, a link to the prefilled booking page on its own site', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await unreachable(page, calendar);
  await page.goto(`${site}/schedule-call-calendly?firstName=Ada&lastName=Obi&email=ada%40acme.ng`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your call' })).toBeVisible();

  // Its own live region (the page's toasts have one too).
  const status = page.getByRole('status').filter({ hasText: 'The booking calendar did not load.' });
  await expect(status).toBeVisible({ timeout: fallbackTimeout });
  const link = status.getByRole('link', { name: /^Open the booking page on calendly\.com/ });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`, 'the booking page itself').toBe(urls.calendar);
  expect(href.searchParams.get('name'), 'prefilled with the name').toBe('Ada Obi');
  expect(href.searchParams.get('email'), 'and the e-mail').toBe('ada@acme.ng');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await link.focus();
  await expect(link, 'reachable from the keyboard').toBeFocused();
  // The frame stays under the message, out of the keyboard's and screen readers' way.
  await expect(page.getByTitle(/Book a call with/)).toHaveAttribute('inert', '');
});

test('calendar page: a booking widget that speaks is shown, with no loader and no fallback', async ({
  newPage,
  site,
}) => {
  const page = await newPage();
  await page.clock.install();
  await answers(
    page,
    calendar,
    `parent.postMessage({ event: 'calendly.event_type_viewed', payload: {} }, '*');`,
  );
  await page.goto(`${site}/schedule-call-calendly`);
  const frame = page.getByTitle(/Book a call with/);
  await expect(frame).not.toHaveAttribute('inert');
  await expect(page.getByText('Loading the booking calendar…')).toHaveCount(0);
  await expect(frame.contentFrame().getByText('Embedded')).toBeVisible();
  // Well past the wait, still no fallback.
  await page.clock.runFor(timings.thirdPartyFrameTimeoutMs * 2);
  await expect(page.getByText('The booking calendar did not load.')).toHaveCount(0);
  await expect(frame).not.toHaveAttribute('inert');
});

test('referral video: its host unreachable, a link to the video on its own site', async ({
  newPage,
  site,
}) => {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await unreachable(page, video);
  await page.goto(`${site}/referral`);
  await expect(page.getByRole('heading', { level: 1, name: heroes.referral.title })).toBeVisible();
  await page.getByRole('button', { name: 'Watch the video' }).click();
  const dialog = page.getByRole('dialog', { name: 'How refer-to-earn works' });
  await expect(dialog).toBeVisible();

  // Its own live region (the dialog's toasts have one too).
  const status = dialog.getByRole('status').filter({ hasText: 'The video did not load.' });
  await expect(status).toBeVisible({ timeout: fallbackTimeout });
  const link = status.getByRole('link', { name: /^Watch it on youtube\.com/ });
  await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${videoId}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await link.focus();
  await expect(link, 'reachable from the keyboard').toBeFocused();
});

test('referral video: a player that answers its API greeting is shown, with no fallback', async ({
  newPage,
  site,
}) => {
  const page = await newPage();
  await page.clock.install();
  // What YouTube's player does with enablejsapi=1: it answers the page's 'listening' greeting.
  await answers(
    page,
    video,
    `addEventListener('message', (event) => {
      if (JSON.parse(event.data).event !== 'listening') return;
      parent.postMessage(JSON.stringify({ event: 'onReady', id: 1, channel: 'widget' }), event.origin);
    });`,
  );
  await page.goto(`${site}/referral`);
  await page.getByRole('button', { name: 'Watch the video' }).click();
  const dialog = page.getByRole('dialog', { name: 'How refer-to-earn works' });
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /enablejsapi=1/);
  await expect(frame).not.toHaveAttribute('inert');
  await expect(dialog.getByText('Loading the video…')).toHaveCount(0);
  await expect(frame.contentFrame().getByText('Embedded')).toBeVisible();
  await page.clock.runFor(timings.thirdPartyFrameTimeoutMs * 2);
  await expect(dialog.getByText('The video did not load.')).toHaveCount(0);
});

test('calendar page: prerendered with its heading and loader; without script, the booking link', async ({
  newPage,
  site,
}) => {
  const html = await (await fetch(`${site}/schedule-call-calendly`)).text();
  expect(html, 'the h1 is in the HTML').toContain('>Book your call</h1>');
  expect(html, 'the loader is in the HTML').toContain('Loading the booking calendar…');

  const page = await newPage({ javaScriptEnabled: false });
  await page.goto(`${site}/schedule-call-calendly`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book your call' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Open the booking page on calendly\.com/ }),
  ).toHaveAttribute('href', urls.calendar);
});
