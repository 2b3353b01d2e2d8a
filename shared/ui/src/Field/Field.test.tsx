import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { controlClass, errorIdOf, Field } from './index.ts';

function Email({ error, hint }: { error?: string; hint?: string }) {
  return (
    <Field htmlFor="email" label="Email" error={error} hint={hint} required>
      <input
        id="email"
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf('email') : undefined}
      />
    </Field>
  );
}

describe('Field', () => {
  it('names its control with the label and marks required fields visually only', () => {
    render(<Email hint="We reply within a day" />);
    // The '*' is aria-hidden, so the accessible name stays the plain label.
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('We reply within a day')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces the error and wires it to the control, replacing the hint', () => {
    render(<Email error="Please enter a valid email" hint="We reply within a day" />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please enter a valid email');
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.queryByText('We reply within a day')).toBeNull();
  });
});
