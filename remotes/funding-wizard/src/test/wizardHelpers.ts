import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export type User = ReturnType<typeof userEvent.setup>;

/** Types each value into the field labelled with its key (empty values just clear it). */
export async function fill(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

/** The message announced for a field (by label or element), if it is marked invalid. */
export function errorOf(label: string | HTMLElement): string | null | undefined {
  const control = typeof label === 'string' ? field(label) : label;
  if (control.getAttribute('aria-invalid') !== 'true') return undefined;
  const errorId = `${control.id}-error`;
  expect(control.getAttribute('aria-describedby')?.split(' ')).toContain(errorId);
  return document.getElementById(errorId)?.textContent;
}

/** A button by its label (a busy button's name also says 'Loading'). */
export function button(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^${escapeRegExp(name)}`) });
}

/** The step the indicator marks current. */
export function currentStep(): string | null | undefined {
  return screen
    .getByRole('list', { name: 'Application steps' })
    .querySelector('[aria-current="step"]')?.textContent;
}

export const company = {
  'Business name': 'Acme Builders',
  'Website (optional)': 'https://acme.ng',
  'Business email': 'hello@acme.ng',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Label matcher that ignores the visible required '*'. */
export function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`));
}

/** Opens a searchable picker, types the search and takes the first match. */
export async function choose(user: User, combobox: HTMLElement, search: string) {
  await user.click(combobox);
  await user.type(combobox, search);
  await user.keyboard('{Enter}');
}

/** Fills step 1 and moves on to step 2. */
export async function toDetails(user: User) {
  await fill(user, company);
  await user.click(button('Next'));
  await screen.findByRole('heading', { name: 'Funding Details' });
}

/** Answers step 2 (Nigeria, Lagos, NGN, 25,000,000) and presses Next. */
export async function answerDetails(user: User) {
  await user.type(field('Project description'), 'Twelve flats in Lekki');
  await choose(user, field('Country'), 'Nigeria');
  await waitFor(() => expect((field('State') as HTMLInputElement).disabled).toBe(false));
  await choose(user, field('State'), 'Lagos');
  await user.selectOptions(field('Currency'), 'NGN');
  await user.type(field('Amount'), '25000000');
  await user.click(button('Next'));
  await screen.findByRole('heading', { name: 'Contact Person Details' });
}

/** Fills steps 1 and 2 and arrives on step 3. */
export async function toContact(user: User) {
  await toDetails(user);
  await answerDetails(user);
}

/** The wizard's hidden file input (the drop zone's chooser). */
export function fileInput(): HTMLInputElement {
  const input = screen.getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

export const pdf = (name: string) => new File(['%PDF-1.4 plan'], name, { type: 'application/pdf' });

export const contact = {
  'First name': 'Ada',
  'Last name': 'Obi',
  Email: 'ada@acme.ng',
  'Role (e.g. CEO)': 'CEO',
  'Phone number': '8012345678',
};
