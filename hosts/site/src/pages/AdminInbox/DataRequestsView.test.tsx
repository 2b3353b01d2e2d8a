import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OperatorApiError, operatorApi, type PersonPreview } from '../../operator/operatorApi.ts';
import { expectNoAxeViolations } from '../../sections/test/axe.ts';
import { renderWithRouter } from '../../sections/test/renderWithRouter.tsx';
import { DataRequestsView } from './DataRequestsView.tsx';
import type { SignedIn } from './operatorSession.ts';

const email = 'amaka@inbox-estates.ng';
const preview: PersonPreview = {
  email,
  hash: '0123456789abcdef'.repeat(4),
  leads: [
    { id: 12, kind: 'funding', createdAt: '2026-11-20T09:30:00.000Z' },
    { id: 14, kind: 'demo', createdAt: '2026-11-24T15:00:00.000Z' },
  ],
  files: 1,
  pendingWebhooks: 1,
  marketing: true,
  erased: null,
};

const session: SignedIn = {
  email: 'sales@groundwork.ng',
  csrfToken: 'csrf-token',
  base: 'http://api.test',
  toLogin: vi.fn(),
};

beforeEach(() => {
  vi.spyOn(operatorApi, 'person').mockResolvedValue(preview);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The view with `email` looked up: its preview shown. */
async function lookedUp() {
  const user = userEvent.setup();
  const view = renderWithRouter(<DataRequestsView session={session} />, '/admin');
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.click(screen.getByRole('button', { name: 'Look up' }));
  const held = await screen.findByRole('region', { name: `Held for ${email}` });
  return { user, held, view };
}

describe('data requests: looking an address up', () => {
  it('shows the leads with their kinds and dates, the files, the pending webhooks and marketing', async () => {
    const { held, view } = await lookedUp();
    expect(operatorApi.person).toHaveBeenCalledWith(email);
    const link = within(held).getByRole('link', { name: 'Funding applications, lead 12' });
    expect(link.getAttribute('href'), 'each lead opens in the inbox').toBe('/admin?lead=12');
    expect(within(held).getByText('Demo requests, lead 14')).toBeTruthy();
    const fact = (label: string) => within(held).getByText(label).nextElementSibling?.textContent;
    expect(fact('Leads')).toBe('2');
    expect(fact('Files')).toBe('1');
    expect(fact('Webhook deliveries pending')).toBe('1');
    expect(fact('Marketing e-mails')).toBe('Yes');
    await expectNoAxeViolations(view.container);
  });

  it('says an address was erased, when and by whom', async () => {
    vi.mocked(operatorApi.person).mockResolvedValue({
      ...preview,
      leads: [],
      files: 0,
      pendingWebhooks: 0,
      marketing: false,
      erased: { at: '2026-11-25T10:00:00.000Z', operator: 'ops@groundwork.ng' },
    });
    const { held } = await lookedUp();
    expect(within(held).getByText(/^Erased .* by ops@groundwork\.ng\.$/)).toBeTruthy();
    expect(within(held).queryByRole('button', { name: 'Export' }), 'nothing to export').toBeNull();
  });

  it('asks for an address before calling the API', async () => {
    const user = userEvent.setup();
    renderWithRouter(<DataRequestsView session={session} />, '/admin');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter the e-mail address the person wrote on their form.',
    );
    expect(operatorApi.person).not.toHaveBeenCalled();
  });
});

describe('data requests: each action is confirmed first', () => {
  it('exports only after the dialog is confirmed; Escape closes it and focus returns', async () => {
    const exportPerson = vi
      .spyOn(operatorApi, 'exportPerson')
      .mockResolvedValue({ zip: new Blob(['zip']), filename: null });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { user, held } = await lookedUp();
    const exportButton = within(held).getByRole('button', { name: 'Export' });

    await user.click(exportButton);
    const dialog = screen.getByRole('dialog', { name: 'Export this person’s data?' });
    expect(dialog.textContent).toContain(
      `2 leads, their consent records and 1 file held for ${email}`,
    );
    expect(exportPerson, 'nothing happens before the confirmation').not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement, 'focus back on the button that opened the dialog').toBe(
      exportButton,
    );
    expect(exportPerson).not.toHaveBeenCalled();

    await user.click(exportButton);
    await user.click(screen.getByRole('button', { name: 'Download the export' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(exportPerson).toHaveBeenCalledWith(email, 'csrf-token');
    expect(createObjectURL).toHaveBeenCalledOnce();
    // The API's name when its header can be read; else the same name from the preview's hash.
    expect(screen.getByRole('status').textContent).toBe('Downloaded person-0123456789ab.zip.');
    expect(document.activeElement).toBe(exportButton);
  });

  it('erases only once the address is typed again, then says what went', async () => {
    const erasePerson = vi.spyOn(operatorApi, 'erasePerson').mockResolvedValue({
      erased: { leads: [12, 14], files: 1, webhooksCancelled: 1 },
    });
    const { user, held } = await lookedUp();
    const eraseButton = within(held).getByRole('button', { name: 'Erase' });
    await user.click(eraseButton);
    const dialog = screen.getByRole('dialog', { name: 'Erase everything held?' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase for good' });
    const typed = within(dialog).getByLabelText('Type the address again to confirm');
    expect(document.activeElement, 'the typing field takes focus first').toBe(typed);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    await user.type(typed, 'amaka@inbox-estates.com');
    expect((confirm as HTMLButtonElement).disabled, 'another address does not enable it').toBe(
      true,
    );
    await user.keyboard('{Enter}');
    expect(erasePerson, 'Enter does not get round it').not.toHaveBeenCalled();

    await user.clear(typed);
    await user.type(typed, ' Amaka@Inbox-Estates.ng ');
    expect(
      (confirm as HTMLButtonElement).disabled,
      'the address in any case, as the API matches it',
    ).toBe(false);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(erasePerson).toHaveBeenCalledWith(email, 'csrf-token');
    expect(screen.getByRole('status').textContent).toBe(
      'Erased 2 leads and 1 file; 1 webhook delivery cancelled.',
    );
    expect(document.activeElement).toBe(eraseButton);
    expect(within(held).getByText(/^Erased .* by sales@groundwork\.ng\.$/)).toBeTruthy();
    expect(within(held).getByText('No leads are held for this address.')).toBeTruthy();
  });

  it('withdraws marketing after the confirmation; Cancel does nothing', async () => {
    const withdraw = vi.spyOn(operatorApi, 'withdrawMarketing').mockResolvedValue({ leads: 2 });
    const { user, held } = await lookedUp();
    const button = within(held).getByRole('button', { name: 'Withdraw marketing' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(withdraw).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Withdraw marketing consent?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw marketing' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Marketing consent withdrawn on 2 leads.',
      ),
    );
    expect(withdraw).toHaveBeenCalledWith(email, 'csrf-token');
    const marketing = within(held).getByText('Marketing e-mails').nextElementSibling;
    expect(marketing?.textContent).toBe('No');
  });

  it("shows the API's refusal in an alert, and a lost session sends to sign-in", async () => {
    vi.spyOn(operatorApi, 'erasePerson').mockRejectedValueOnce(
      new OperatorApiError(403, 'This change needs the page reloaded: its token is missing.'),
    );
    const { user, held } = await lookedUp();
    const erase = async () => {
      await user.click(within(held).getByRole('button', { name: 'Erase' }));
      await user.type(screen.getByLabelText('Type the address again to confirm'), email);
      await user.click(screen.getByRole('button', { name: 'Erase for good' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    };
    await erase();
    expect(screen.getByRole('alert').textContent).toBe(
      'This change needs the page reloaded: its token is missing.',
    );
    expect(screen.getByRole('status').textContent).toBe('');

    vi.mocked(operatorApi.erasePerson).mockRejectedValueOnce(
      new OperatorApiError(401, 'signed out'),
    );
    await erase();
    expect(session.toLogin).toHaveBeenCalled();
  });
});
