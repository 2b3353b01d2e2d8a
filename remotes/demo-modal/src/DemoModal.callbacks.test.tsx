import { startAnswerServer } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import { demoMessages } from '@gw/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoModal } from './index.ts';

const api = testApiPerFile();

const valid = {
  'Business name': 'Acme Builders',
  'First name': 'Ada',
  'Last name': 'Obi',
  'Phone number': '+2348012345678',
  Email: 'ada@acme.ng',
};

async function fillAndSubmit(apiBase: string) {
  const user = userEvent.setup();
  const onSend = vi.fn();
  const onResult = vi.fn();
  render(<DemoModal defaultOpen apiBase={apiBase} onSend={onSend} onResult={onResult} />);
  const dialog = await screen.findByRole('dialog', { name: 'Schedule a Demo' });
  for (const [label, value] of Object.entries(valid)) {
    await user.type(within(dialog).getByLabelText(label), value);
  }
  await user.click(within(dialog).getByRole('button', { name: /^Submit/ }));
  return { user, onSend, onResult };
}

// What a widget turns into gw:submit, gw:success and gw:error.
describe('DemoModal reports the send and its outcome', () => {
  it('names the fields sent (never the values), then the booking with its message', async () => {
    const { onSend, onResult } = await fillAndSubmit(api.url);
    expect(await screen.findByText(demoMessages.success)).toBeTruthy();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith([
      'businessName',
      'firstName',
      'lastName',
      'phone',
      'email',
    ]);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({
      ok: true,
      saved: false,
      message: demoMessages.success,
    });
  });

  it('reports a refused booking with the message shown, and nothing for an invalid form', async () => {
    const answer = await startAnswerServer({
      status: 400,
      body: { message: 'Email already booked' },
    });
    try {
      const { user, onSend, onResult } = await fillAndSubmit(answer.url);
      expect(await screen.findByText('Email already booked')).toBeTruthy();
      expect(onResult).toHaveBeenCalledWith({
        ok: false,
        saved: false,
        message: 'Email already booked',
      });
      await user.clear(screen.getByLabelText('Email'));
      await user.click(screen.getByRole('button', { name: /^Submit/ }));
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
      expect([onSend.mock.calls.length, onResult.mock.calls.length]).toEqual([1, 1]);
    } finally {
      await answer.close();
    }
  });
});
