import { recordSentLeads } from '@gw/api-client/testing';
import { consentNotice, privacyPolicyPath } from '@gw/config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { realApiForTests } from '../../test/siteApiServer.ts';
import { ContactForm } from './ContactForm.tsx';

// Issue 27: the notice and the unticked choice above Send; what was shown goes beside the body.
const real = realApiForTests();
beforeEach(() => real.pointSiteAtApi());
let wire: ReturnType<typeof recordSentLeads> | undefined;
afterEach(() => wire?.stop());

const choice = () =>
  screen.getByRole('checkbox', { name: consentNotice.marketing }) as HTMLInputElement;

describe('ContactForm consent', () => {
  it('shows the notice with the privacy policy and the unticked choice above Send', () => {
    render(<ContactForm />);
    expect(choice().checked).toBe(false);
    expect(screen.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe(
      privacyPolicyPath,
    );
    const send = screen.getByRole('button', { name: 'Send message' });
    expect(choice().compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([false, true])(
    'sends marketing %s with the notice version beside the unchanged body, then unticks',
    async (tick) => {
      const user = userEvent.setup();
      render(<ContactForm />);
      await user.type(screen.getByLabelText('First Name'), 'Amaka');
      await user.type(screen.getByLabelText('Last Name'), 'Obi');
      await user.type(screen.getByLabelText('Email'), 'amaka@example.ng');
      await user.type(screen.getByLabelText('Message'), 'We are planning a 12-unit block.');
      if (tick) await user.click(choice());
      wire = recordSentLeads();
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(wire?.to('/inquiries/contact-us')).toHaveLength(1));
      const [sent] = wire.to('/inquiries/contact-us');
      expect(sent?.consent).toEqual({
        notice: consentNotice.version,
        marketing: tick,
        at: expect.any(String),
      });
      expect(sent?.body).toEqual({
        firstName: 'Amaka',
        lastName: 'Obi',
        email: 'amaka@example.ng',
        description: 'We are planning a 12-unit block.',
      });
      await waitFor(() =>
        expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(''),
      );
      expect(choice().checked).toBe(false);
    },
  );
});
