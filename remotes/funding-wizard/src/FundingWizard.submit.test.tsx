import { deadBase, startAnswerServer } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import { outboxMessages } from '@gw/api-client';
import { antiSpam, upload } from '@gw/config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FundingWizard, type FundingWizardProps } from './index.ts';
import {
  answerDetails,
  button,
  choose,
  contact,
  currentStep,
  errorOf,
  field,
  fileInput,
  fill,
  pdf,
  toContact,
  toDetails,
} from './test/wizardHelpers.ts';

const attribution = { partner: 'acme', surface: 'widget', component: 'funding-wizard' } as const;

const api = testApiPerFile();

async function setup(props: FundingWizardProps = {}) {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  const view = render(
    <FundingWizard
      defaultOpen
      apiBase={api.url}
      countriesBase={api.url}
      onOpenChange={onOpenChange}
      {...props}
    />,
  );
  await screen.findByRole('dialog');
  await toContact(user);
  return { user, onOpenChange, ...view };
}

describe('FundingWizard step 3 and submit', () => {
  it("is 'Let us get to know you' with Back and Submit, and checks its fields", async () => {
    const { user } = await setup();
    expect(screen.getByText('Let us get to know you')).toBeTruthy();
    expect(currentStep()).toContain('3. Contact Person Details');
    expect(button('Back')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    const before = (await api.leads('funding')).length;
    await user.click(button('Submit'));
    expect(errorOf('First name')).toBe('First name is required');
    expect(errorOf('Last name')).toBe('Last name is required');
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf('Role (e.g. CEO)')).toBe('Role is required');
    expect(errorOf('Phone number')).toBe('Phone number is required');
    await fill(user, { Email: 'ada@' });
    expect(errorOf('Email')).toBe('Enter a valid email');
    expect(await api.leads('funding')).toHaveLength(before);
  });

  it("applies: spinner, 'Application Successful', closed, reset, the application stored", async () => {
    const { user, onOpenChange, rerender } = await setup({ attribution });
    await fill(user, contact);
    await choose(
      user,
      screen.getByRole('combobox', { name: 'Phone number: country code' }),
      'Nigeria',
    );
    await user.click(button('Submit'));
    expect(button('Submit').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('Application Successful')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    const [lead] = (await api.leads('funding')).slice(-1);
    expect(lead?.payload).toEqual({
      businessName: 'Acme Builders',
      website: 'https://acme.ng',
      businessEmail: 'hello@acme.ng',
      projectDescription: 'Twelve flats in Lekki',
      country: 'Nigeria',
      state: 'Lagos',
      currency: 'NGN',
      amount: 25_000_000,
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@acme.ng',
      role: 'CEO',
      phone: '8012345678',
      countryCode: '+234',
    });
    expect(lead?.attribution).toMatchObject(attribution);

    rerender(<FundingWizard open apiBase={api.url} countriesBase={api.url} />);
    await screen.findByRole('dialog');
    expect(currentStep()).toContain('1. Company Details');
    expect((field('Business name') as HTMLInputElement).value).toBe('');
  });

  it("takes step 2's country as the dial code until the visitor picks one (issue 26)", async () => {
    const { user } = await setup();
    const dialCode = () =>
      screen.getByRole<HTMLInputElement>('combobox', { name: 'Phone number: country code' });
    // The dial code as shown, and the country that describes it (its title; the flag is drawn).
    const dial = () => `${dialCode().title} ${dialCode().value}`;
    // Step 2 chose Nigeria: no longer the spec's starting Canada (+1).
    expect(dial()).toBe('Nigeria +234');
    // Another country in step 2 moves it along.
    await user.click(button('Back'));
    await choose(user, field('Country'), 'Gibraltar');
    await waitFor(() => expect((field('State') as HTMLInputElement).value).toBe('Gibraltar'));
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Contact Person Details' });
    expect(dial()).toBe('Gibraltar +350');
    // The visitor's own pick stays, whatever step 2 says afterwards.
    await choose(user, dialCode(), 'Ghana');
    await waitFor(() => expect(dial()).toBe('Ghana +233'));
    await user.click(button('Back'));
    await choose(user, field('Country'), 'Nigeria');
    await waitFor(() => expect((field('State') as HTMLInputElement).disabled).toBe(false));
    await choose(user, field('State'), 'Lagos');
    await user.click(button('Next'));
    await screen.findByRole('heading', { name: 'Contact Person Details' });
    expect(dial()).toBe('Ghana +233');
    await fill(user, contact);
    await user.click(button('Submit'));
    await screen.findByText('Application Successful');
    const [lead] = (await api.leads('funding')).slice(-1);
    expect(lead?.payload).toMatchObject({ country: 'Nigeria', countryCode: '+233' });
  });

  it('sends the uploaded documents as {S3Key, Bucket, type}, without the ones removed', async () => {
    const user = userEvent.setup();
    render(<FundingWizard defaultOpen apiBase={api.url} countriesBase={api.url} />);
    await screen.findByRole('dialog');
    await toDetails(user);
    await user.upload(fileInput(), [pdf('site-plan.pdf'), pdf('budget.pdf')]);
    await waitFor(() => expect(screen.getAllByText('Uploaded Successfully')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove budget.pdf' }));
    await answerDetails(user);
    await fill(user, contact);
    await user.click(button('Submit'));
    await screen.findByText('Application Successful');
    const [lead] = (await api.leads('funding')).slice(-1);
    expect(lead?.payload).toMatchObject({
      uploadedFiles: [
        {
          S3Key: expect.stringContaining('landingpage'),
          Bucket: upload.bucket,
          type: 'application/pdf',
        },
      ],
    });
  });

  it("keeps the wizard open with the answers on a refused submit (400), toasting 'Error submitting form'", async () => {
    const answer = await startAnswerServer({ status: 400, body: { message: 'refused' } });
    const { user, onOpenChange } = await setup({ apiBase: answer.url, countriesBase: api.url });
    await fill(user, contact);
    await user.click(button('Submit'));
    expect(await screen.findByText('Error submitting form')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect((field('Role (e.g. CEO)') as HTMLInputElement).value).toBe('CEO');
    expect(button('Submit').getAttribute('aria-busy')).toBeNull();
    await user.click(button('Back'));
    expect((field('Amount') as HTMLInputElement).value).toBe('25,000,000');
    await answer.close();
  });

  it('keeps an application the API could not take (500) on this device, then applies once it does', async () => {
    const reply = { status: 500, body: { message: 'down' } as object };
    const answer = await startAnswerServer(reply);
    const onResult = vi.fn();
    const { user, onOpenChange } = await setup({
      apiBase: answer.url,
      countriesBase: api.url,
      onResult,
    });
    await fill(user, contact);
    await user.click(button('Submit'));
    expect(await screen.findByText(outboxMessages.saved)).toBeTruthy();
    expect(screen.queryByText('Application Successful')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((field('Role (e.g. CEO)') as HTMLInputElement).value).toBe('CEO');
    expect(onResult).toHaveBeenLastCalledWith({
      ok: false,
      saved: true,
      message: outboxMessages.saved,
    });
    reply.status = 200;
    reply.body = { data: { id: 1 } };
    expect(await screen.findByText('Application Successful', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(answer.received).toHaveLength(2);
    expect(answer.received[1]).toEqual(answer.received[0]);
    await answer.close();
  }, 20_000);

  it('keeps the application on this device when the request cannot be made at all', async () => {
    const dead = await deadBase();
    const { user } = await setup({ apiBase: dead, countriesBase: api.url });
    await fill(user, contact);
    await user.click(button('Submit'));
    expect(await screen.findByText(outboxMessages.saved)).toBeTruthy();
    expect(screen.queryByText('Error submitting form')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('answers a bot that filled the honeypot like a person, and stores nothing', async () => {
    const { user } = await setup();
    const before = (await api.leads('funding')).length;
    await fill(user, contact);
    const trap = document.querySelector<HTMLInputElement>(
      `input[name="${antiSpam.honeypotField}"]`,
    );
    if (!trap) throw new Error('no honeypot');
    await user.type(trap, 'bot');
    await user.click(button('Submit'));
    expect(await screen.findByText('Application Successful')).toBeTruthy();
    expect(await api.leads('funding')).toHaveLength(before);
  });
});
