import { recordSentLeads } from '@gw/api-client/testing';
import { consentNotice, privacyPolicyPath } from '@gw/config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realApiForTests } from '../../test/siteApiServer.ts';
import { JoinTeamModal } from './JoinTeamModal.tsx';

// Issue 27: the notice and the unticked choice above Submit; what was shown goes beside the body.
const real = realApiForTests();
beforeEach(() => real.pointSiteAtApi());
let wire: ReturnType<typeof recordSentLeads> | undefined;
afterEach(() => wire?.stop());

async function openModal() {
  render(<JoinTeamModal open onOpenChange={() => {}} />);
  return within(await screen.findByRole('dialog', { name: 'Join our team' }));
}

describe('JoinTeamModal consent', () => {
  it('shows the notice with the privacy policy and the unticked choice above Submit', async () => {
    const dialog = await openModal();
    const choice = dialog.getByRole('checkbox', { name: consentNotice.marketing });
    expect((choice as HTMLInputElement).checked).toBe(false);
    expect(dialog.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe(
      privacyPolicyPath,
    );
    const submit = dialog.getByRole('button', { name: 'Submit' });
    expect(choice.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([false, true])(
    'sends marketing %s with the notice version beside the unchanged body',
    async (tick) => {
      const user = userEvent.setup();
      const dialog = await openModal();
      await user.type(dialog.getByLabelText('LinkedIn profile link'), 'linkedin.com/in/amaka');
      if (tick) await user.click(dialog.getByRole('checkbox', { name: consentNotice.marketing }));
      wire = recordSentLeads();
      await user.click(dialog.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(wire?.to('/inquiries/submit-profile')).toHaveLength(1));
      const [sent] = wire.to('/inquiries/submit-profile');
      expect(sent?.consent).toEqual({
        notice: consentNotice.version,
        marketing: tick,
        at: expect.any(String),
      });
      expect(sent?.body).toEqual({ linkedInUrl: 'linkedin.com/in/amaka' });
    },
  );
});
