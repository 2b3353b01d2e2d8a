import { waitFor, within } from '@testing-library/dom';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { inner } from './loadWidget.ts';

type User = ReturnType<typeof userEvent.setup>;
type View = ReturnType<typeof within>;

/** The field gw:submit names for the application these steps fill (no documents). */
export const fundingFields = [
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
];

/** Queries inside a funding widget's shadow root (where its dialog and toasts live). */
export function viewOf(element: Element): View {
  return within(inner(element));
}

/** A field by its label; required fields show a '*' after it. */
export function field(view: View, label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return view.getByLabelText(new RegExp(`^${escaped}\\*?$`)) as HTMLInputElement;
}

const button = (view: View, name: string) =>
  view.getByRole('button', { name: new RegExp(`^${name}`) });

async function fill(user: User, view: View, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(view, label), value);
}

async function choose(user: User, view: View, combobox: HTMLElement, search: string) {
  await user.click(combobox);
  await user.type(combobox, search);
  // Enter picks the list's active option: wait for the list (slow while the suite loads the cores).
  await view.findByRole('option', { name: new RegExp(search) });
  await user.keyboard('{Enter}');
}

/** Step 1, then Next: arrives on 'Funding Details'. */
export async function toDetails(user: User, view: View) {
  await fill(user, view, {
    'Business name': 'Acme Builders',
    'Website (optional)': 'https://acme.ng',
    'Business email': 'hello@acme.ng',
  });
  await user.click(button(view, 'Next'));
  await view.findByRole('heading', { name: 'Funding Details' });
}

/** Step 2 (Nigeria, Lagos from the states service, NGN, 25,000,000), then Next. */
export async function toContact(user: User, view: View) {
  await user.type(field(view, 'Project description'), 'Twelve flats in Lekki');
  await choose(user, view, field(view, 'Country'), 'Nigeria');
  await waitFor(() => expect(field(view, 'State').disabled).toBe(false), { timeout: 10_000 });
  await choose(user, view, field(view, 'State'), 'Lagos');
  await user.selectOptions(field(view, 'Currency'), 'NGN');
  await user.type(field(view, 'Amount'), '25000000');
  await user.click(button(view, 'Next'));
  await view.findByRole('heading', { name: 'Contact Person Details' });
}

/** Step 3's answers, then Submit. */
export async function submitContact(user: User, view: View) {
  await fill(user, view, {
    'First name': 'Ada',
    'Last name': 'Obi',
    Email: 'ada@acme.ng',
    'Role (e.g. CEO)': 'CEO',
    'Phone number': '4165550100',
  });
  await user.click(button(view, 'Submit'));
}
