import { type AnswerServer, deadBase, startAnswerServer, startTestServer } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import { outboxMessages } from '@gw/api-client';
import { antiSpam, timings } from '@gw/config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DemoModal, type DemoModalProps } from './index.ts';

const booked = 'Thank you for booking a demo with the sales team. We will reach out soon';
const fallback = 'We did not get your booking. Please try again';
const attribution = { partner: 'acme', surface: 'widget', component: 'demo-modal' } as const;

const api = testApiPerFile();

function setup(props: DemoModalProps = {}) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  render(<DemoModal defaultOpen apiBase={api.url} onOpenChange={onOpenChange} {...props} />);
  return { user, onOpenChange };
}

const valid = {
  'Business name': 'Acme Builders',
  'First name': 'Ada',
  'Last name': 'Obi',
  'Phone number': '+2348012345678',
  Email: 'ada@acme.ng',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

function submit() {
  return screen.getByRole('button', { name: /^Submit/ });
}

function errorOf(label: string) {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return field.getAttribute('aria-invalid') === 'true' && id
    ? document.getElementById(id)?.textContent
    : undefined;
}

describe('DemoModal', () => {
  it("is the labelled 'Schedule a Demo' dialog with its fields, Cancel and Submit", async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Demo' });
    for (const label of [...Object.keys(valid), 'What would you like to see? (optional)']) {
      expect(within(dialog).getByLabelText(label)).toBeTruthy();
    }
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
    // The honeypot: present for bots, out of reach of people and assistive technology.
    const trap = dialog.querySelector<HTMLInputElement>(`input[name="${antiSpam.honeypotField}"]`);
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.getAttribute('autocomplete')).toBe('off');
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: /fax/i })).toBeNull();
  });

  it('shows every required message on an empty submit, focuses the first field, sends nothing', async () => {
    const { user } = setup();
    await screen.findByRole('dialog');
    const before = (await api.leads('demo')).length;
    await user.click(submit());
    expect(errorOf('Business name')).toBe('Please input Business name');
    expect(errorOf('First name')).toBe('Please input First name');
    expect(errorOf('Last name')).toBe('Please input Last name');
    expect(errorOf('Phone number')).toBe('Please input Phone number');
    expect(errorOf('Email')).toBe('Please input Email');
    expect(errorOf('What would you like to see? (optional)')).toBeUndefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Business name')),
    );
    expect(await api.leads('demo')).toHaveLength(before);
  });

  it('shows the length and e-mail messages, and clears a message once its field is edited', async () => {
    const { user } = setup();
    await screen.findByRole('dialog');
    await fill(user, { ...valid, 'Business name': 'A', 'First name': 'B', 'Last name': 'C' });
    await fill(user, { 'Phone number': '12345678', Email: 'ada@' });
    await user.click(submit());
    expect(errorOf('Business name')).toBe('Business name cannot be less than two characters');
    expect(errorOf('First name')).toBe('First name cannot be less than two characters');
    expect(errorOf('Last name')).toBe('Last name cannot be less than two characters');
    expect(errorOf('Phone number')).toBe('Phone cannot be less than nine characters');
    expect(errorOf('Email')).toBe('Please enter a valid email');
    await user.type(screen.getByLabelText('Email'), 'acme.ng');
    expect(errorOf('Email')).toBeUndefined();
  });

  it('books the demo: spinner, 4 s toast, form reset, dialog closed, lead stored with attribution', async () => {
    const { user, onOpenChange } = setup({ attribution });
    await screen.findByRole('dialog');
    await fill(user, valid);
    await user.click(submit());
    expect(submit().getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText(booked)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    const [lead] = (await api.leads('demo')).slice(-1);
    expect(lead?.payload).toEqual({
      businessName: 'Acme Builders',
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
      email: 'ada@acme.ng',
    });
    expect(lead?.attribution).toMatchObject(attribution);
  });

  it('sends the description only when one was written, and starts empty again after a booking', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DemoModal defaultOpen apiBase={api.url} />);
    await screen.findByRole('dialog');
    await fill(user, { ...valid, 'What would you like to see? (optional)': 'Budget tracking' });
    await user.click(submit());
    await screen.findByText(booked);
    const [lead] = (await api.leads('demo')).slice(-1);
    expect(lead?.payload).toMatchObject({ description: 'Budget tracking' });
    rerender(<DemoModal open apiBase={api.url} />);
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Business name') as HTMLInputElement).value).toBe('');
  });

  it('keeps the toast for timings.demoToast (4 s), past the default 3 s', async () => {
    const { user } = setup();
    await screen.findByRole('dialog');
    await fill(user, valid);
    await user.click(submit());
    const toast = await screen.findByText(booked);
    const shownAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, timings.toast + 200));
    expect(toast.isConnected).toBe(true);
    await waitFor(() => expect(screen.queryByText(booked)).toBeNull(), {
      timeout: timings.demoToast + timings.toastExit + 1000,
    });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(timings.demoToast - 200);
  }, 10_000);

  describe('when the booking fails', () => {
    let answer: AnswerServer | undefined;
    afterAll(async () => {
      await answer?.close();
    });

    it("shows the server's message on a 400 and keeps the dialog and the answers", async () => {
      answer = await startAnswerServer({ status: 400, body: { message: 'Email already booked' } });
      const { user } = setup({ apiBase: answer.url });
      await screen.findByRole('dialog');
      await fill(user, valid);
      await user.click(submit());
      expect(await screen.findByText('Email already booked')).toBeTruthy();
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe(
        'Acme Builders',
      );
      expect(submit().getAttribute('aria-busy')).toBeNull();
      await answer.close();
      answer = undefined;
    });

    it('keeps a booking the API could not take (500) on this device, says so, and books it once the API takes it', async () => {
      const reply = { status: 500, body: { message: 'Server trouble' } };
      answer = await startAnswerServer(reply);
      const { user } = setup({ apiBase: answer.url });
      await screen.findByRole('dialog');
      await fill(user, valid);
      await user.click(submit());
      expect(await screen.findByText(outboxMessages.saved)).toBeTruthy();
      expect(screen.queryByText('Server trouble')).toBeNull();
      expect(screen.queryByText(booked)).toBeNull();
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@acme.ng');
      expect(submit().getAttribute('aria-busy')).toBeNull();
      // The API recovers: the device sends the same booking again, which now lands.
      reply.status = 201;
      reply.body = { message: 'ok', data: { message: 'ok' } } as typeof reply.body;
      expect(await screen.findByText(booked, {}, { timeout: 10_000 })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(answer.received).toHaveLength(2);
      expect(answer.received[1]).toEqual(answer.received[0]);
      await answer.close();
      answer = undefined;
    }, 20_000);

    it("shows the fallback when the real API's rate limit answers 429", async () => {
      const limited = await startTestServer({ rateLimitMax: 1 });
      const user = userEvent.setup();
      const { rerender } = render(<DemoModal open apiBase={limited.url} />);
      await fill(user, valid);
      await user.click(submit());
      expect(await screen.findByText(booked)).toBeTruthy();
      rerender(<DemoModal open={false} apiBase={limited.url} />);
      rerender(<DemoModal open apiBase={limited.url} />);
      await screen.findByRole('dialog');
      await fill(user, { ...valid, Email: 'second@acme.ng' });
      await user.click(submit());
      expect(await screen.findByText(fallback)).toBeTruthy();
      expect(await limited.leads('demo')).toHaveLength(1);
      await limited.close();
    }, 30_000);

    it('keeps the booking on this device when the request cannot be made at all', async () => {
      const { user } = setup({ apiBase: await deadBase() });
      await screen.findByRole('dialog');
      await fill(user, valid);
      await user.click(submit());
      expect(await screen.findByText(outboxMessages.saved)).toBeTruthy();
      expect(screen.queryByText(fallback)).toBeNull();
      expect(screen.getByRole('dialog')).toBeTruthy();
      expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe(
        'Acme Builders',
      );
    });
  });

  it('answers a bot that filled the honeypot like a person, and stores nothing', async () => {
    const { user } = setup();
    const dialog = await screen.findByRole('dialog');
    const before = (await api.leads('demo')).length;
    await fill(user, valid);
    const trap = dialog.querySelector<HTMLInputElement>(`input[name="${antiSpam.honeypotField}"]`);
    if (!trap) throw new Error('no honeypot');
    await user.type(trap, '555-0100');
    await user.click(submit());
    expect(await screen.findByText(booked)).toBeTruthy();
    expect(await api.leads('demo')).toHaveLength(before);
  });

  it.each([
    ['Cancel', () => screen.getByRole('button', { name: 'Cancel' })],
    ['the close icon', () => screen.getByRole('button', { name: 'Close' })],
    ['a backdrop click', () => screen.getByRole('dialog')],
  ])('closes on %s and keeps what was typed', async (_, target) => {
    const { user, onOpenChange } = setup();
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.click(target());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows the open prop when controlled, and keeps the answers across closing', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<DemoModal open apiBase={api.url} />);
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    rerender(<DemoModal open={false} apiBase={api.url} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    rerender(<DemoModal open apiBase={api.url} />);
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ada');
  });

  it('starts from the prefill and renders the dialog and its toasts inside portalRoot', async () => {
    const portalRoot = document.createElement('div');
    document.body.append(portalRoot);
    const user = userEvent.setup();
    render(
      <DemoModal
        defaultOpen
        apiBase={api.url}
        portalRoot={portalRoot}
        prefill={{ firstName: 'Ada', email: 'ada@acme.ng' }}
      />,
    );
    const dialog = await within(portalRoot).findByRole('dialog');
    expect((within(dialog).getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    await fill(user, {
      'Business name': 'Acme Builders',
      'Last name': 'Obi',
      'Phone number': '+2348012345678',
    });
    await user.click(submit());
    expect(await within(portalRoot).findByText(booked)).toBeTruthy();
    portalRoot.remove();
  });
});
