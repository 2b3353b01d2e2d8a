import { deadBase, startAnswerServer } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import type { LeadOutcome } from '@gw/api-client';
import { outboxMessages, waitlistMessages } from '@gw/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { WaitlistForm } from './index.ts';

const api = testApiPerFile();

const label = (text: string) => screen.getByLabelText(text);
const submit = () => screen.getByRole('button', { name: /^Submit/ });

async function fillAndSubmit(apiBase: string) {
  const user = userEvent.setup();
  const onSend = vi.fn<(fields: string[]) => void>();
  const onResult = vi.fn<(outcome: LeadOutcome) => void>();
  const navigate = vi.fn<(path: string) => void>();
  render(
    <Provider store={createStore()}>
      <WaitlistForm apiBase={apiBase} navigate={navigate} onSend={onSend} onResult={onResult} />
    </Provider>,
  );
  await user.type(label('First name'), 'Ada');
  await user.type(label('Last name'), 'Obi');
  await user.type(label('Email'), 'ada@acme.ng');
  await user.type(label('Phone number'), '416 555 0100');
  const country = label('Where do you want to build?');
  await user.click(country);
  await user.type(country, 'Nigeria');
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('radio', { name: 'New Build' }));
  await user.click(submit());
  return { user, onSend, onResult, navigate };
}

// What a widget turns into gw:submit and gw:error (its gw:success comes with navigate).
describe('WaitlistForm reports the send and its outcome', () => {
  it('names the fields sent (never the values), then the accepted lead, before navigating', async () => {
    const { onSend, onResult, navigate } = await fillAndSubmit(api.url);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/schedule-call-calendly'));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith([
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'residentCountry',
      'buildCountry',
      'purpose',
    ]);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({
      ok: true,
      saved: false,
      message: waitlistMessages.success,
    });
    // Reported before the visitor is sent on, so a widget can announce it first.
    const [sent, result, navigated] = [onSend, onResult, navigate].map(
      (mock) => mock.mock.invocationCallOrder[0] ?? Number.NaN,
    );
    expect(sent).toBeLessThan(result ?? Number.NaN);
    expect(result).toBeLessThan(navigated ?? Number.NaN);
  });

  it('reports a refused lead with the black toast’s text, and nothing for an invalid form', async () => {
    const answer = await startAnswerServer({
      status: 409,
      body: { message: 'Already on the list' },
    });
    try {
      const { user, onSend, onResult, navigate } = await fillAndSubmit(answer.url);
      const shown = 'Error submitting form: Already on the list';
      expect(await screen.findByText(shown)).toBeTruthy();
      expect(onResult).toHaveBeenCalledWith({ ok: false, saved: false, message: shown });
      expect(navigate).not.toHaveBeenCalled();
      await user.clear(label('Email'));
      await user.click(submit());
      await waitFor(() => expect(label('Email').getAttribute('aria-invalid')).toBe('true'));
      expect([onSend.mock.calls.length, onResult.mock.calls.length]).toEqual([1, 1]);
    } finally {
      await answer.close();
    }
  });

  it('reports a lead that could not be sent as saved on this device, with the message shown', async () => {
    const { onResult, navigate } = await fillAndSubmit(await deadBase());
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult).toHaveBeenCalledWith({
      ok: false,
      saved: true,
      message: outboxMessages.saved,
    });
    expect(screen.getByText(outboxMessages.saved)).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
