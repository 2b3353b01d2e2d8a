import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '../pages/Contact/ContactForm.tsx';
import { answeredContact, contactAtom, idleContact, sendingContact } from './contactAtom.ts';

const store = getDefaultStore();
const status = () => screen.getByRole('status');
const button = () => screen.getByRole('button', { name: /Send message|Sending/ });

afterEach(() => store.set(contactAtom, idleContact));

describe('contactAtom', () => {
  it('starts idle: not loading, no success, no message, no error', () => {
    expect(store.get(contactAtom)).toEqual({
      loading: false,
      success: false,
      successMessage: '',
      error: '',
      savedMessage: '',
    });
  });

  it('turns an answer into the state the form shows', () => {
    expect(answeredContact({ ok: true, saved: false, message: 'Sent!' })).toEqual({
      ...idleContact,
      success: true,
      successMessage: 'Sent!',
    });
    expect(
      answeredContact({ ok: false, saved: false, message: 'HTTP error! status: 422' }),
    ).toEqual({ ...idleContact, error: 'HTTP error! status: 422' });
    expect(answeredContact({ ok: false, saved: true, message: 'Kept on this device' })).toEqual({
      ...idleContact,
      savedMessage: 'Kept on this device',
    });
  });

  it('is what the contact page form renders from', () => {
    render(<ContactForm />);
    expect(status().textContent).toBe('');
    act(() => store.set(contactAtom, sendingContact));
    expect(button().textContent).toBe('Sending');
    expect(button().hasAttribute('disabled')).toBe(true);
    act(() =>
      store.set(contactAtom, answeredContact({ ok: true, saved: false, message: 'Sent!' })),
    );
    expect(status().textContent).toBe('Sent!');
    expect(status().querySelector('p')?.className).toContain('text-success');
    expect(button().hasAttribute('disabled')).toBe(false);
    act(() => store.set(contactAtom, { ...idleContact, error: 'HTTP error! status: 500' }));
    expect(status().querySelector('p')?.className).toContain('text-danger');
  });

  it('is idle again once the visitor leaves the page', () => {
    const { unmount } = render(<ContactForm />);
    act(() => store.set(contactAtom, { ...idleContact, error: 'HTTP error! status: 500' }));
    unmount();
    expect(store.get(contactAtom)).toEqual(idleContact);
  });
});
