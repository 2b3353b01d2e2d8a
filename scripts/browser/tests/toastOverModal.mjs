// A modal <dialog> makes the page behind it inert: a toast about the form in it must show (and be
// announced) on top of it, not under it. Checked in Chromium, where the top layer is real.
import { expect, test } from '../fixtures.mjs';
import { DemoForm } from '../pages/demoForm.mjs';

const refused = 'This e-mail address already booked a demo this week';

test('lender: a refused demo booking shows its message on top of the open modal', async ({
  newPage,
  site,
}) => {
  const page = await newPage();
  // Whichever API the page is pointed at, this one call is refused.
  await page.route('**/leads/request', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ message: refused }),
    }),
  );
  await page.goto(`${site}/lender`);
  const demo = new DemoForm(page);
  await demo.open();
  await demo.fill();
  await demo.submit();
  const { dialog } = demo;

  // Found by role inside the dialog: in the accessibility tree, not inert.
  const alert = dialog.getByRole('alert').filter({ hasText: refused });
  await expect(alert).toBeVisible();
  const onTop = await page.getByText(refused).evaluate((toast) => {
    const box = toast.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return toast.contains(hit) || hit?.contains(toast);
  });
  expect(onTop, 'the toast is the element under its own centre, above the dialog').toBe(true);
  expect(await dialog.isVisible(), 'the form stays open with its answers').toBe(true);
});
