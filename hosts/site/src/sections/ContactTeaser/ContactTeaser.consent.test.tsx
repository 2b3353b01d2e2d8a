import { recordSentLeads } from '@gw/api-client/testing';
import { consentNotice, privacyPolicyPath } from '@gw/config';
import { ToastProvider } from '@gw/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realApiForTests } from '../../test/siteApiServer.ts';
import { ContactTeaser } from './index.ts';

// Issue 27: the notice and the unticked choice above Send; what was shown goes beside the row.
const real = realApiForTests();
beforeEach(() => real.pointSiteAtApi());
let wire: ReturnType<typeof recordSentLeads> | undefined;
afterEach(() => wire?.stop());

const choice = () =>
  screen.getByRole('checkbox', { name: consentNotice.marketing }) as HTMLInputElement;

async function openTeaser() {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ContactTeaser />
    </ToastProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Get in touch' }));
  await screen.findByLabelText('First name');
  return user;
}

describe('ContactTeaser consent', () => {
  it('shows the notice with the privacy policy and the unticked choice above Send', async () => {
    await openTeaser();
    expect(choice().checked).toBe(false);
    expect(screen.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe(
      privacyPolicyPath,
    );
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(choice().compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends the ticked choice with the notice version beside the unchanged row', async () => {
    const user = await openTeaser();
    await user.type(screen.getByLabelText('First name'), 'Tunde');
    await user.type(screen.getByLabelText('Last name'), 'Bakare');
    await user.type(screen.getByLabelText('Email'), 'tunde@example.ng');
    await user.type(screen.getByLabelText('Message'), 'Planning a duplex');
    await user.click(choice());
    wire = recordSentLeads();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(wire?.to('/Sheet1')).toHaveLength(1));
    const [sent] = wire.to('/Sheet1');
    expect(sent?.consent).toEqual({
      notice: consentNotice.version,
      marketing: true,
      at: expect.any(String),
    });
    expect(sent?.body).toEqual({
      firstName: 'Tunde',
      lastName: 'Bakare',
      email: 'tunde@example.ng',
      description: 'Planning a duplex',
      timestamp: expect.any(String),
    });
    await waitFor(() => expect(choice().checked).toBe(false));
  });
});
