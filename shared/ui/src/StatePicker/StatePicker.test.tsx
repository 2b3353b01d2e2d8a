import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StatePicker } from './index.ts';

const states = [{ name: 'Abia' }, { name: 'Abuja Federal Capital Territory' }, { name: 'Lagos' }];

function Harness() {
  const [value, setValue] = useState<string>();
  return <StatePicker label="State" states={states} value={value} onChange={setValue} />;
}

describe('StatePicker', () => {
  it('searches the given list and picks with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}lag{Enter}');
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'State' });
    await waitFor(() => expect(box.value).toBe('Lagos'));
  });

  it('lists every state when opened, in order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(states.map((s) => s.name));
  });

  it('is disabled while loading or with no states, and says why', () => {
    const { rerender } = render(
      <StatePicker label="State" states={[]} onChange={() => {}} loading />,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox').disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Loading states');
    rerender(
      <StatePicker label="State" states={[]} onChange={() => {}} error="State is required" />,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox').placeholder).toBe(
      'Choose a country first',
    );
    expect(screen.getByText('State is required')).toBeTruthy();
  });

  it('says what the page gives for an empty list (a failed load)', () => {
    render(
      <StatePicker
        label="State"
        states={[]}
        onChange={() => {}}
        emptyPlaceholder="No states to choose from"
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('combobox').placeholder).toBe(
      'No states to choose from',
    );
  });
});
