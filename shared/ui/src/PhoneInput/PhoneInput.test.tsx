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
  // First: the country list (and its flags) is not loaded yet in this file.
  it("defaults to Canada, +1, with a placeholder for Canada's flag until the list is here", async () => {
    const { container } = render(<Harness />);
    const dial = screen.getByRole<HTMLInputElement>('combobox', {
      name: 'Phone number: country code',
    });
    expect(dial.value).toBe('+1');
    expect(initialPhone().country).toMatchObject({ code: 'CA', dialCode: '+1' });
    // The input shows the dial code; the country's name describes it.
    expect(dial.title).toBe('Canada');
    const flag = () => container.querySelector<HTMLElement>('[data-slot="flag"]');
    // The placeholder: the flag's box, empty.
    expect(flag()?.children).toHaveLength(0);
    // The list comes on the first intent, with the flags: Canada's is drawn, in the same room.
    await userEvent.setup().hover(dial);
    await waitFor(() => expect(flag()?.querySelector('svg')).toBeTruthy());
    expect(flag()?.querySelector('[fill="red"]')).toBeTruthy(); // Canada's red
  });

  it('draws a flag beside every dial code, with no emoji', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(240);
    // The flags come beside the list, in their own chunk.
    await waitFor(() => expect(options[0]?.querySelector('svg')).toBeTruthy());
    for (const option of options) {
      const flag = option.querySelector('[data-slot="flag"]');
      expect(flag?.getAttribute('aria-hidden')).toBe('true');
      expect(flag?.querySelector('svg path, svg circle')).toBeTruthy();
      expect(option.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    }
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

  it('finds a dial code by ISO code or country name and keeps the typed number', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Phone number'), '7700 900123');
    const dial = screen.getByRole<HTMLInputElement>('combobox');
    await user.click(dial);
    await user.keyboard('gb');
    const first = (await screen.findAllByRole('option'))[0];
    expect(first?.textContent).toContain('United Kingdom');
    expect(first?.textContent).toContain('+44');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dial.value).toBe('+44'));
    expect(screen.getByRole('status').textContent).toBe('+447700900123');
    await user.click(dial);
    await user.keyboard('rwanda{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('+2507700900123'));
  });

  it('wires its error to the number input', () => {
    render(
      <PhoneInput
        label="Phone"
        value={initialPhone()}
        onChange={() => {}}
        error="Phone number is required"
      />,
    );
    const number = screen.getByLabelText('Phone');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('sends nothing for an empty number', () => {
    expect(fullPhoneNumber(initialPhone())).toBe('');
  });
});
