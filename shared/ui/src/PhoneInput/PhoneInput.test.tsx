import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fullPhoneNumber, initialPhone, PhoneInput, type PhoneValue } from './index.ts';

function Harness() {
  const [value, setValue] = useState<PhoneValue>(initialPhone);
  return (
    <>
      <PhoneInput label="Phone number" value={value} onChange={setValue} />
      <output>{fullPhoneNumber(value)}</output>
    </>
  );
}

describe('PhoneInput', () => {
  it('defaults to Canada, +1', () => {
    render(<Harness />);
    const dial = screen.getByRole<HTMLInputElement>('combobox', {
      name: 'Phone number: country code',
    });
    expect(dial.value).toBe('🇨🇦 +1');
    expect(initialPhone().country).toMatchObject({ code: 'CA', dialCode: '+1' });
  });

  it('changes the dial code by searching with the keyboard, then takes the number', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}+234{Enter}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
    await user.keyboard('803 123 4567');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('+2348031234567'));
  });

  it('sends nothing for an empty number', () => {
    expect(fullPhoneNumber(initialPhone())).toBe('');
  });
});
