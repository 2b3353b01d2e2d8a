import { startAnswerServer } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import { fundingMessages, uploadMessages } from '@gw/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FundingOutcome, FundingWizard } from './index.ts';
import {
  answerDetails,
  button,
  contact,
  field,
  fileInput,
  fill,
  pdf,
  toDetails,
} from './test/wizardHelpers.ts';

const api = testApiPerFile();

/** Opens the wizard on step 2, with spies for what a widget turns into gw:* events. */
async function setup(apiBase: string) {
  const user = userEvent.setup();
  const onSend = vi.fn<(fields: string[]) => void>();
  const onResult = vi.fn<(outcome: FundingOutcome) => void>();
  render(
    <FundingWizard
      defaultOpen
      apiBase={apiBase}
      countriesBase={api.url}
      onSend={onSend}
      onResult={onResult}
    />,
  );
  await screen.findByRole('dialog');
  await toDetails(user);
  return { user, onSend, onResult };
}

// What a widget turns into gw:submit, gw:success and gw:error.
describe('FundingWizard reports the send and its outcome', () => {
  it('names the fields sent on Submit of step 3 (never the values), then the application', async () => {
    const { user, onSend, onResult } = await setup(api.url);
    await answerDetails(user);
    // Next on steps 1 and 2 sends nothing.
    expect(onSend).not.toHaveBeenCalled();
    await fill(user, contact);
    await user.click(button('Submit'));
    expect(await screen.findByText(fundingMessages.success)).toBeTruthy();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith([
      'businessName',
      'website',
      'businessEmail',
      'projectDescription',
      'state',
      'currency',
      'firstName',
      'lastName',
      'email',
      'role',
      'country',
      'phone',
      'countryCode',
      'amount',
    ]);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({
      ok: true,
      saved: false,
      message: fundingMessages.success,
    });
  });

  it('reports a refused application with the toast’s text, not a refused upload, nor an invalid form', async () => {
    const answer = await startAnswerServer({ status: 400, body: { message: 'Refused' } });
    try {
      const { user, onSend, onResult } = await setup(answer.url);
      // The upload address is refused too: a toast about the document, not a lead error.
      await user.upload(fileInput(), pdf('plan.pdf'));
      expect(await screen.findByText(uploadMessages.rejected)).toBeTruthy();
      await answerDetails(user);
      await fill(user, contact);
      await user.click(button('Submit'));
      expect(await screen.findByText(fundingMessages.failure)).toBeTruthy();
      expect(onSend).toHaveBeenCalledTimes(1);
      expect(onResult.mock.calls).toEqual([
        [{ ok: false, saved: false, message: fundingMessages.failure }],
      ]);
      // The wizard stays open with the answers (docs/deviations.md); an invalid Submit sends nothing.
      expect(screen.getByRole('dialog')).toBeTruthy();
      await fill(user, { 'First name': '' });
      await user.click(button('Submit'));
      await waitFor(() => expect(field('First name').getAttribute('aria-invalid')).toBe('true'));
      expect([onSend.mock.calls.length, onResult.mock.calls.length]).toEqual([1, 1]);
    } finally {
      await answer.close();
    }
  });
});
