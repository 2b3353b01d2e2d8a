import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { Field, RequiredMark } from './index.ts';

describe('RequiredMark', () => {
  it('is a red * that assistive technology does not hear', () => {
    render(<RequiredMark />);
    const mark = screen.getByText('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.className).toContain('text-danger');
  });

  it('follows the label of a required field, outside it, so the label text stays plain', () => {
    render(
      <Field htmlFor="first" label="First name" required>
        <input id="first" />
      </Field>,
    );
    expect(screen.getByLabelText('First name')).toBeTruthy();
    const label = document.querySelector('label');
    expect(label?.textContent).toBe('First name');
    expect(label?.nextElementSibling?.textContent).toBe('*');
  });

  it('is absent from optional fields', () => {
    render(
      <Field htmlFor="comment" label="Comment">
        <input id="comment" />
      </Field>,
    );
    expect(screen.queryByText('*')).toBeNull();
  });

  it('marks required kit controls the same way, and the control says it (required, aria-required)', () => {
    render(
      <>
        <TextField id="email" label="Email" value="" onChange={() => {}} required />
        <TextArea id="about" label="Project description" value="" onChange={() => {}} required />
        <TextField id="site" label="Website" value="" onChange={() => {}} />
      </>,
    );
    expect(screen.getAllByText('*')).toHaveLength(2);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).required).toBe(true);
    expect(
      screen.getByRole('textbox', { name: 'Project description' }).getAttribute('aria-required'),
    ).toBe('true');
    expect(
      screen.getByRole('textbox', { name: 'Website' }).getAttribute('aria-required'),
    ).toBeNull();
  });
});
