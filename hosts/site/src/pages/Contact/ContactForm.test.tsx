import { startAnswerServer } from '@gw/api/testing';
import { outboxMessages } from '@gw/api-client';
import { timings } from '@gw/config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { contactAtom } from '../../contact/contactAtom.ts';
import { expectNoAxeViolations } from '../../sections/test/axe.ts';
import { primeSiteConfig } from '../../siteConfig/siteConfig.ts';
import { realApiForTests } from '../../test/siteApiServer.ts';
import { ContactForm } from './ContactForm.tsx';

const real = realApiForTests();
beforeEach(() => real.pointSiteAtApi());

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /Send message|Sending/ });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Amaka');
  await user.type(field('Last Name'), 'Obi');
  await user.type(field('Email'), 'amaka@example.ng');
  await user.type(field('Message'), 'We are planning a 12-unit block in Enugu.');
}

describe('ContactForm (contact page)', () => {
  it('passes an accessibility check', async () => {
    const { container } = render(<ContactForm />);
    await expectNoAxeViolations(container);
  });

  it('checks a field on blur and clears its error when it is edited', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(field('First Name'));
    await user.tab();
    expect(screen.getByText('First Name is required.')).toBeTruthy();
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('First Name'), 'A');
    expect(screen.queryByText('First Name is required.')).toBeNull();
  });

  it('shows the four messages of spec §5 on submit', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field('Email'), 'not-an-email');
    await user.click(sendButton());
    for (const message of [
      'First Name is required.',
      'Last Name is required.',
      'Please enter a valid email address.',
      'Please enter a message.',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(await real.api.leads('contact')).toHaveLength(0);
  });

  it('sends to the real API: Sending, the server message for a while, fields cleared', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(sendButton());
    const banner = await screen.findByText(/./, { selector: '[role="status"] p' });
    expect(banner.className).toContain('text-success');
    expect(getDefaultStore().get(contactAtom)).toMatchObject({
      loading: false,
      success: true,
      successMessage: banner.textContent,
    });
    expect(field('First Name').value).toBe('');
    expect(field('Message').value).toBe('');
    const [lead] = await real.api.leads('contact');
    expect(lead?.payload).toMatchObject({
      firstName: 'Amaka',
      lastName: 'Obi',
      email: 'amaka@example.ng',
      description: 'We are planning a 12-unit block in Enugu.',
    });
    await waitFor(() => expect(screen.queryByText(banner.textContent ?? '')).toBeNull(), {
      timeout: timings.contactBanner + 1500,
    });
  });

  it("disables the button and says 'Sending' while the call is in flight", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(sendButton());
    expect(screen.getByRole('button', { name: 'Sending' }).hasAttribute('disabled')).toBe(true);
    expect(getDefaultStore().get(contactAtom).loading).toBe(true);
    await screen.findByRole('button', { name: 'Send message' });
  });

  it("shows the 'HTTP error! status: …' text to the visitor and keeps the answers", async () => {
    const failing = await startAnswerServer({ status: 422, body: { message: 'Unprocessable' } });
    primeSiteConfig({ apiBase: failing.url });
    try {
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValid(user);
      await user.click(sendButton());
      expect(
        await screen.findByText('HTTP error! status: 422 - {"message":"Unprocessable"}'),
      ).toBeTruthy();
      expect(getDefaultStore().get(contactAtom).error).toBe(
        'HTTP error! status: 422 - {"message":"Unprocessable"}',
      );
      expect(field('First Name').value).toBe('Amaka');
    } finally {
      await failing.close();
    }
  });

  it('keeps a message the server could not take (500) on this device, says so, and sends it once it can', async () => {
    const reply = { status: 500, body: { message: 'Database offline' } };
    const failing = await startAnswerServer(reply);
    primeSiteConfig({ apiBase: failing.url });
    try {
      const user = userEvent.setup();
      render(<ContactForm />);
      await fillValid(user);
      await user.click(sendButton());
      expect(await screen.findByText(outboxMessages.saved)).toBeTruthy();
      expect(screen.queryByText(/HTTP error/)).toBeNull();
      expect(field('First Name').value).toBe('Amaka');
      reply.status = 200;
      reply.body = { message: 'Message sent successfully!' };
      expect(
        await screen.findByText('Message sent successfully!', {}, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(field('First Name').value).toBe('');
      expect(failing.received).toHaveLength(2);
    } finally {
      await failing.close();
    }
  }, 20_000);
});
