import { testApiPerFile } from '@gw/api/vitest';
import { recordSentLeads } from '@gw/api-client/testing';
import { consentNotice, privacyPolicyPath } from '@gw/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FundingWizard } from './index.ts';
import {
  answerDetails,
  button,
  choose,
  contact,
  fill,
  toContact,
  toDetails,
} from './test/wizardHelpers.ts';

// Issue 27: the notice and the unticked choice on the last step, by Submit; what was shown goes
// beside the body.
const api = testApiPerFile();
let wire: ReturnType<typeof recordSentLeads> | undefined;
afterEach(() => wire?.stop());

async function setup() {
  const user = userEvent.setup();
  render(<FundingWizard defaultOpen apiBase={api.url} countriesBase={api.url} />);
  await screen.findByRole('dialog');
  return user;
}

const choice = () => screen.queryByRole('checkbox', { name: consentNotice.marketing });

describe('FundingWizard consent', () => {
  it('shows the notice and the unticked choice on the last step only, above Submit', async () => {
    const user = await setup();
    expect(choice()).toBeNull();
    await toDetails(user);
    expect(choice()).toBeNull();
    await answerDetails(user);
    expect((choice() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe(
      privacyPolicyPath,
    );
    const checkbox = choice() as HTMLElement;
    expect(
      checkbox.compareDocumentPosition(button('Submit')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each([
    [false, 'Unticked'],
    [true, 'Ticked'],
  ])(
    'sends marketing %s with the notice version beside an unchanged body',
    async (tick, lastName) => {
      const user = await setup();
      await toContact(user);
      await fill(user, { ...contact, 'Last name': lastName });
      await choose(
        user,
        screen.getByRole('combobox', { name: 'Phone number: country code' }),
        'Nigeria',
      );
      if (tick) await user.click(choice() as HTMLElement);
      wire = recordSentLeads();
      await user.click(button('Submit'));
      expect(await screen.findByText('Application Successful')).toBeTruthy();
      const sent = wire.to('/funding-application/create');
      expect(sent.map(({ consent }) => consent)).toEqual([
        { notice: consentNotice.version, marketing: tick, at: expect.any(String) },
      ]);
      expect(sent[0]?.body).toMatchObject({ firstName: 'Ada', lastName, role: 'CEO' });
      expect(sent[0]?.body).not.toHaveProperty('marketing');
      expect(sent[0]?.body).not.toHaveProperty('consent');
    },
  );
});
