import { deadBase, startAnswerServer } from '@gw/api/testing';
import { testApiPerFile } from '@gw/api/vitest';
import { outboxMessages } from '@gw/api-client';
import { antiSpam } from '@gw/config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptySchedule,
  scheduleAtom,
  scheduleStorageKey,
  WaitlistForm,
  type WaitlistFormProps,
} from './index.ts';

type User = ReturnType<typeof userEvent.setup>;
const attribution = { partner: 'acme', surface: 'widget', component: 'waitlist-form' } as const;

const api = testApiPerFile();

afterEach(() => sessionStorage.clear());

function setup(props: WaitlistFormProps = {}) {
  const user = userEvent.setup();
  const navigate = vi.fn();
  const onSuccess = vi.fn();
  const store = createStore();
  render(
    <Provider store={store}>
      <WaitlistForm apiBase={api.url} navigate={navigate} onSuccess={onSuccess} {...props} />
    </Provider>,
  );
  return { user, navigate, onSuccess, store };
}

function errorOf(field: HTMLElement): string | null | undefined {
  const id = field.getAttribute('aria-describedby');
  return field.getAttribute('aria-invalid') === 'true' && id
    ? document.getElementById(id)?.textContent
    : undefined;
}

const label = (text: string) => screen.getByLabelText(text);

async function choose(user: User, combobox: HTMLElement, search: string) {
  await user.click(combobox);
  await user.type(combobox, search);
  await user.keyboard('{Enter}');
}

async function fillValid(user: User) {
  await user.type(label('First name'), 'Ada');
  await user.type(label('Last name'), 'Obi');
  await user.type(label('Email'), 'ada@acme.ng');
  await user.type(label('Phone number'), '416 555 0100');
  await choose(user, label('Where do you want to build?'), 'Nigeria');
  await user.click(screen.getByRole('radio', { name: 'New Build' }));
}

const submit = () => screen.getByRole('button', { name: /^Submit/ });

describe('WaitlistForm', () => {
  it('takes its title from the host when given one', () => {
    setup({ heading: 'Your details' });
    expect(screen.getByRole('form', { name: 'Your details' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Join the waitlist' })).toBeNull();
  });

  it('has its fields, the phone defaulting to Canada +1, and the two project types', async () => {
    setup();
    const form = screen.getByRole('form', { name: 'Join the waitlist' });
    for (const name of [
      'First name',
      'Last name',
      'Email',
      'Phone number',
      'Where do you want to build?',
    ]) {
      expect(label(name)).toBeTruthy();
    }
    const dial = screen.getByRole('combobox', { name: 'Phone number: country code' });
    expect((dial as HTMLInputElement).value).toContain('+1');
    expect(
      within(form)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['New Build', 'Renovation']);
    const trap = form.querySelector<HTMLInputElement>(`input[name="${antiSpam.honeypotField}"]`);
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy();
  });

  it('shows every required message, focuses the first field and sends nothing', async () => {
    const { user, navigate } = setup();
    const before = (await api.leads('waitlist')).length;
    await user.click(submit());
    expect(errorOf(label('First name'))).toBe('First name is required');
    expect(errorOf(label('Last name'))).toBe('Last name is required');
    expect(errorOf(label('Email'))).toBe('Email is required');
    expect(errorOf(label('Phone number'))).toBe('Phone number is required');
    expect(errorOf(label('Where do you want to build?'))).toBe('Target country is required');
    expect(screen.getByText('Project type is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(label('First name')));
    expect(submit().getAttribute('aria-busy')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(await api.leads('waitlist')).toHaveLength(before);
    await user.type(label('Email'), 'ada@');
    await user.click(submit());
    expect(errorOf(label('Email'))).toBe('Invalid email');
  });

  it('on a 201 saves the schedule state, toasts in black and goes to /schedule-call-calendly', async () => {
    const { user, navigate, onSuccess, store } = setup({ attribution });
    expect(store.get(scheduleAtom)).toEqual(emptySchedule);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/schedule-call-calendly'));
    const schedule = {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@acme.ng',
      phoneNumber: '14165550100',
    };
    expect(store.get(scheduleAtom)).toEqual(schedule);
    // Kept for the tab, so the calendar page is still prefilled after a reload.
    expect(JSON.parse(sessionStorage.getItem(scheduleStorageKey) ?? 'null')).toEqual(schedule);
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining(schedule));
    const toast = (await screen.findByText('Success')).closest('[data-slot="toast"]');
    expect(toast?.getAttribute('data-tone')).toBe('dark');

    const [lead] = (await api.leads('waitlist')).slice(-1);
    expect(lead?.payload).toEqual({
      ...schedule,
      residentCountry: 'Canada',
      buildCountry: 'Nigeria',
      purpose: 'New Build',
    });
    expect(lead?.attribution).toMatchObject(attribution);
  });

  it("sends the phone picker's country as the resident country, and the comment when written", async () => {
    const { user, navigate } = setup();
    await fillValid(user);
    await choose(
      user,
      screen.getByRole('combobox', { name: 'Phone number: country code' }),
      'Nigeria',
    );
    await user.clear(label('Phone number'));
    await user.type(label('Phone number'), '8012345678');
    await user.click(screen.getByRole('radio', { name: 'Renovation' }));
    await user.type(label('Anything else we should know? (optional)'), 'Two storeys');
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    const [lead] = (await api.leads('waitlist')).slice(-1);
    expect(lead?.payload).toMatchObject({
      phoneNumber: '2348012345678',
      residentCountry: 'Nigeria',
      purpose: 'Renovation',
      comment: 'Two storeys',
    });
  });

  it("shows 'Error submitting form: ' and the server's message on a non-201, and stays", async () => {
    const answer = await startAnswerServer({
      status: 409,
      body: { message: 'Already on the list' },
    });
    const { user, navigate, store } = setup({ apiBase: answer.url });
    await fillValid(user);
    await user.click(submit());
    const toast = (await screen.findByText('Error submitting form: Already on the list')).closest(
      '[data-slot="toast"]',
    );
    expect(toast?.getAttribute('data-tone')).toBe('dark');
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(scheduleAtom)).toEqual(emptySchedule);
    expect(sessionStorage.getItem(scheduleStorageKey)).toBeNull();
    expect((label('First name') as HTMLInputElement).value).toBe('Ada');
    expect(submit().getAttribute('aria-busy')).toBeNull();
    await answer.close();
  });

  it('keeps the lead on this device when the request cannot be made, and says so', async () => {
    const { user, navigate } = setup({ apiBase: await deadBase() });
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(outboxMessages.saved)).toBeTruthy();
    expect(screen.queryByText(/^Error submitting form/)).toBeNull();
    expect((label('First name') as HTMLInputElement).value).toBe('Ada');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answers a bot that filled the honeypot like a person, and stores nothing', async () => {
    const { user, navigate } = setup();
    const before = (await api.leads('waitlist')).length;
    await fillValid(user);
    const trap = document.querySelector<HTMLInputElement>(
      `input[name="${antiSpam.honeypotField}"]`,
    );
    if (!trap) throw new Error('no honeypot');
    await user.type(trap, 'bot');
    await user.click(submit());
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(await api.leads('waitlist')).toHaveLength(before);
  });

  it('renders its toasts inside portalRoot', async () => {
    const portalRoot = document.createElement('div');
    document.body.append(portalRoot);
    const { user } = setup({ portalRoot });
    await fillValid(user);
    await user.click(submit());
    expect(await within(portalRoot).findByText('Success')).toBeTruthy();
    portalRoot.remove();
  });
});
