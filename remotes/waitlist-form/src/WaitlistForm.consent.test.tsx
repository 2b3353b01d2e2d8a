import { testApiPerFile } from '@gw/api/vitest';
import { recordSentLeads } from '@gw/api-client/testing';
import { consentNotice, privacyPolicyPath } from '@gw/config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WaitlistForm, type WaitlistFormProps } from './index.ts';

// Issue 27: the notice and the unticked choice above Submit; what was shown goes beside the body.
const api = testApiPerFile();
let wire: ReturnType<typeof recordSentLeads> | undefined;
afterEach(() => {
  wire?.stop();
  sessionStorage.clear();
});

function setup(props: WaitlistFormProps = {}) {
  const navigate = vi.fn();
  render(
    <Provider store={createStore()}>
      <WaitlistForm apiBase={api.url} navigate={navigate} {...props} />
    </Provider>,
  );
  return { user: userEvent.setup(), navigate };
}

const label = (text: string) => screen.getByLabelText(text);
const choice = () => screen.getByRole('checkbox', { name: consentNotice.marketing });

async function join(tick: boolean, lastName: string) {
  const { user, navigate } = setup();
  await user.type(label('First name'), 'Ada');
  await user.type(label('Last name'), lastName);
  await user.type(label('Email'), 'ada@acme.ng');
  await user.type(label('Phone number'), '416 555 0100');
  await user.click(label('Where do you want to build?'));
  await user.type(label('Where do you want to build?'), 'Nigeria');
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('radio', { name: 'New Build' }));
  if (tick) await user.click(choice());
  wire = recordSentLeads();
  await user.click(screen.getByRole('button', { name: /^Submit/ }));
  await waitFor(() => expect(navigate).toHaveBeenCalled());
  return wire.to('/waitlist/add');
}

describe('WaitlistForm consent', () => {
  it('shows the notice with the site’s policy and the unticked choice above Submit', () => {
    setup();
    expect((choice() as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe(
      privacyPolicyPath,
    );
    const submit = screen.getByRole('button', { name: /^Submit/ });
    expect(
      choice().compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('sends the notice version and marketing false beside an unchanged body', async () => {
    const sent = await join(false, 'Unticked');
    expect(sent.map(({ consent }) => consent)).toEqual([
      { notice: consentNotice.version, marketing: false, at: expect.any(String) },
    ]);
    expect(sent[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Unticked',
      email: 'ada@acme.ng',
      phoneNumber: '14165550100',
      residentCountry: 'Canada',
      buildCountry: 'Nigeria',
      purpose: 'New Build',
    });
  });

  it('sends marketing true when the visitor ticked the choice', async () => {
    const sent = await join(true, 'Ticked');
    expect(sent.map(({ consent }) => consent?.marketing)).toEqual([true]);
  });
});
