import { testApiPerFile } from '@gw/api/vitest';
import { recordSentLeads } from '@gw/api-client/testing';
import { consentNotice, privacyPolicyPath } from '@gw/config';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoModal } from './index.ts';

// Issue 27: the notice and the unticked choice above Submit; what was shown goes beside the body.
const api = testApiPerFile();
let wire: ReturnType<typeof recordSentLeads> | undefined;
afterEach(() => wire?.stop());

const booked = 'Thank you for booking a demo with the sales team. We will reach out soon';

async function book(lastName: string, tick: boolean) {
  const user = userEvent.setup();
  render(<DemoModal defaultOpen apiBase={api.url} />);
  const dialog = await screen.findByRole('dialog', { name: 'Schedule a Demo' });
  const values = { 'Business name': 'Acme Builders', 'First name': 'Ada', 'Last name': lastName };
  for (const [label, value] of Object.entries(values)) {
    await user.type(within(dialog).getByLabelText(label), value);
  }
  await user.type(within(dialog).getByLabelText('Phone number'), '+2348012345678');
  await user.type(within(dialog).getByLabelText('Email'), 'ada@acme.ng');
  if (tick)
    await user.click(within(dialog).getByRole('checkbox', { name: consentNotice.marketing }));
  wire = recordSentLeads();
  const pressed = Date.now();
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText(booked)).toBeTruthy();
  return { pressed, sent: wire.to('/leads/request') };
}

describe('DemoModal consent', () => {
  it('shows the notice, its policy link and the unticked choice above Submit', async () => {
    render(<DemoModal defaultOpen apiBase={api.url} />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Demo' });
    const choice = within(dialog).getByRole('checkbox', { name: consentNotice.marketing });
    expect((choice as HTMLInputElement).checked).toBe(false);
    const link = within(dialog).getByRole('link', { name: /^Privacy Policy/ });
    expect(link.getAttribute('href')).toBe(privacyPolicyPath);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    // Above Submit in the reading order.
    expect(choice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links to the policy address it is given (a widget gives the absolute one)', async () => {
    render(<DemoModal defaultOpen policyHref="https://groundwork.ng/privacy-policy" />);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('link', { name: /^Privacy Policy/ })
        .getAttribute('href'),
    ).toBe('https://groundwork.ng/privacy-policy');
  });

  it('sends the notice version, marketing false and the time Submit was pressed; the body as before', async () => {
    const { pressed, sent } = await book('Consent', false);
    expect(sent).toHaveLength(1);
    const [lead] = sent;
    expect(lead?.consent).toEqual({
      notice: consentNotice.version,
      marketing: false,
      at: expect.any(String),
    });
    expect(Math.abs(Date.parse(lead?.consent?.at ?? '') - pressed)).toBeLessThan(5000);
    expect(lead?.body).toEqual({
      businessName: 'Acme Builders',
      firstName: 'Ada',
      lastName: 'Consent',
      phone: '+2348012345678',
      email: 'ada@acme.ng',
    });
  });

  it('sends marketing true when the visitor ticked the choice', async () => {
    const { sent } = await book('Ticked', true);
    expect(sent.map(({ consent }) => consent?.marketing)).toEqual([true]);
  });
});
