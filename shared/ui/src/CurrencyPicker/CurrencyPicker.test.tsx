import type { CurrencyCode } from '@gw/config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CurrencyPicker } from './index.ts';

function Harness() {
  const [code, setCode] = useState<CurrencyCode>();
  return (
    <>
      <CurrencyPicker label="Currency" value={code} onChange={setCode} required />
      <output>{code ?? 'none'}</output>
    </>
  );
}

describe('CurrencyPicker', () => {
  it('offers Naira and US Dollar, named without emoji flags', () => {
    render(<Harness />);
    const select = screen.getByRole('combobox', { name: /Currency/ });
    const labels = Array.from(select.querySelectorAll('option:not([disabled])')).map(
      (option) => option.textContent,
    );
    expect(labels).toEqual(['Naira (NGN)', 'US Dollar (USD)']);
  });

  it('reports the chosen code, by keyboard selection', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.selectOptions(screen.getByRole('combobox'), 'USD');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('USD'));
  });

  it('wires its error and starts on a disabled prompt', () => {
    render(<CurrencyPicker label="Currency" onChange={() => {}} error="Currency is required" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Currency' });
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
