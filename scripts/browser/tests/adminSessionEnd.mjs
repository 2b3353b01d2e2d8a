// The inbox's live stream ends with its session (issue 27 item 6): an operator who signs out in
// another tab finds the first tab asking to sign in again, instead of one that keeps
// reconnecting into 401s and looks signed in.
import { expect, test } from '../fixtures.mjs';
import { OperatorSignIn } from '../pages/operatorSignIn.mjs';

const operator = { email: 'stream@groundwork.ng', password: 'stream test password 42' };

test('operator inbox: signing out in another tab sends the open inbox to sign-in', async ({
  newPage,
  operatorSite,
  apiServer,
}) => {
  await apiServer.addOperator(operator.email, operator.password);
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${operatorSite}/admin`);
  await new OperatorSignIn(page).signIn(operator.email, operator.password);
  await expect(page.getByRole('heading', { name: 'Leads inbox' })).toBeVisible();

  const other = await page.context().newPage();
  await other.goto(`${operatorSite}/admin`);
  await other.getByRole('button', { name: 'Sign out' }).click();
  await expect(other).toHaveURL(/\/admin-login/);

  // The stream checks its session at every poll (2 s): the first tab follows within a few.
  await expect(page).toHaveURL(/\/admin-login\?next=/, { timeout: 10_000 });
});
