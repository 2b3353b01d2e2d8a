// Groundwork.ready (issue 28) in Chromium, on the partner page with its strict CSP: a caller that
// comes after every gw:ready still learns each widget is ready, the code behind ready() loads
// from the CDN on that first call without a CSP violation, and a wrong name is refused.
import { expect, test } from '../fixtures.mjs';
import { expectNoProblems, partnerWidgets } from '../partnerTools.mjs';

test('partner page: Groundwork.ready answers a late caller, each widget and all, under the CSP', async ({
  openPartnerPage,
}) => {
  const partner = await openPartnerPage();
  const { page } = partner;
  const answers = await page.evaluate(async () => {
    const tagsOf = (elements) => elements.map((element) => element.localName);
    return {
      all: tagsOf(await window.Groundwork.ready()),
      demo: tagsOf(await window.Groundwork.ready('demo')),
      wrong: await window.Groundwork.ready('wait-list').then(
        () => 'resolved',
        (error) => error.message,
      ),
    };
  });
  expect(answers.all).toHaveLength(partnerWidgets.length);
  expect(answers.demo).toEqual(['gw-demo', 'div']);
  expect(answers.wrong).toMatch(
    /^Groundwork\.ready: no widget named "wait-list" \(fee-estimator, /,
  );
  await expectNoProblems(partner.problems);
});
