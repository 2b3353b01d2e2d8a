// The schedule state (spec §3) across host and remote: the waitlist remote's form writes its jotai
// atom on a 201, and the site's calendar page reads that atom through the remote's
// `./scheduleAtom` expose (jotai is a federation singleton: one store), also after a reload.
import { expect, test } from '../fixtures.mjs';
import { WaitlistForm } from '../pages/waitlistForm.mjs';
import { routeDefaultApiTo } from '../pageTools.mjs';

const lead = {
  firstName: 'Ngozi',
  lastName: 'Okafor',
  email: 'ngozi@example.ca',
  phoneNumber: '14165550123',
};

/** The name and e-mail the booking widget's iframe is asked to prefill. */
async function calendarPrefill(page) {
  const src = await page.getByTitle(/Book a call with/).getAttribute('src');
  const url = new URL(src ?? 'about:blank');
  return { name: url.searchParams.get('name'), email: url.searchParams.get('email') };
}

test('schedule state: the calendar page reads the atom the waitlist remote wrote, after a reload too', async ({
  newPage,
  site,
  cdn,
  api,
}) => {
  const page = await newPage();
  await routeDefaultApiTo(page, api);
  await page.route('https://calendly.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  const fromCdn = [];
  page.on('request', (request) => {
    if (request.url().startsWith(cdn)) fromCdn.push(new URL(request.url()).pathname);
  });

  await page.goto(`${site}/schedule-call`);
  const form = WaitlistForm.onSite(page);
  await expect(form.submitButton).toBeVisible();
  await form.fill({
    first: lead.firstName,
    last: lead.lastName,
    email: lead.email,
    phone: '4165550123',
  });
  await form.submit();

  await expect(page).toHaveURL(/\/schedule-call-calendly$/);
  const expected = { name: 'Ngozi Okafor', email: 'ngozi@example.ca' };
  await expect.poll(() => calendarPrefill(page)).toEqual(expected);

  // Through the atom: the host fetched the remote's ./scheduleAtom expose, and the tab's storage
  // holds exactly the JSON jotai's atomWithStorage wrote under gw:schedule.
  expect(
    fromCdn.some((path) => /\/remotes\/waitlist-form\/.*scheduleAtom[^/]*\.js$/.test(path)),
    "the host fetched the remote's ./scheduleAtom expose",
  ).toBe(true);
  const stored = await page.evaluate(() => sessionStorage.getItem('gw:schedule'));
  expect(stored, 'gw:schedule holds the lead as jotai wrote it').toBe(JSON.stringify(lead));
  // One jotai: the remote took the host's shared copy and fetched none of its own.
  expect(
    fromCdn.filter((path) => /jotai/.test(path)),
    'no jotai of its own',
  ).toEqual([]);

  // A reload of the tab starts a new page (new store, the remote loaded afresh): the atom reads
  // the lead back from sessionStorage and the calendar is prefilled again.
  fromCdn.length = 0;
  await page.reload();
  await expect(page.getByTitle(/Book a call with/)).toBeVisible();
  await expect.poll(() => calendarPrefill(page)).toEqual(expected);
  expect(fromCdn.some((path) => /scheduleAtom[^/]*\.js$/.test(path))).toBe(true);
});
