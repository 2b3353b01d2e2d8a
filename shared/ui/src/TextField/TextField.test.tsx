import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './index.ts';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField id="email" label="Email" value={value} onChange={setValue} error={error} />;
}

describe('TextField', () => {
  it('is a labelled input that reports what is typed', async () => {
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('Email');
    await userEvent.type(input, 'ada@x.ng');
    await waitFor(() => expect(input.value).toBe('ada@x.ng'));
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('announces its error with the input', () => {
    render(<Harness error="Please input Email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please input Email');
  });
});
