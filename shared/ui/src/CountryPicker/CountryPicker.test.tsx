import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as flagDrawings from 'country-flag-icons/string/3x2';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { countries } from '../countries/countries.ts';
import type { Country } from '../countries/index.ts';
import { CountryPicker } from './index.ts';

function Harness({ onPick }: { onPick?: (country: Country) => void }) {
  const [code, setCode] = useState<string>();
  return (
    <CountryPicker
      label="Target country"
      value={code}
      onChange={(country) => {
        setCode(country.code);
        onPick?.(country);
      }}
    />
  );
}

const drawings: Partial<Record<string, string>> = flagDrawings;
/** Flag emoji: two of the 26 regional-indicator symbols. */
const regionalIndicator = /[\u{1F1E6}-\u{1F1FF}]/u;
/** The flag drawn before an option's name, or before the closed input's text. */
const flagIn = (element: Element | null | undefined) =>
  element?.querySelector<HTMLElement>('[data-slot="flag"]');

describe('CountryPicker', () => {
  it('is a labelled combobox, closed at first', () => {
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Target country' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('filters by typing and picks with the keyboard alone', async () => {
    const user = userEvent.setup();
    const picked: Country[] = [];
    render(<Harness onPick={(country) => picked.push(country)} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox', { name: 'Target country options' })).toBeTruthy();
    await user.keyboard('niger');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Niger', 'Nigeria']);
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(picked.map((c) => c.code)).toEqual(['NG']));
    const box = screen.getByRole<HTMLInputElement>('combobox');
    await waitFor(() => expect(box.value).toBe('Nigeria'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it("picks Nigeria for 'Nig' and Enter, and finds Åland Islands without its accent", async () => {
    const user = userEvent.setup();
    const picked: Country[] = [];
    render(<Harness onPick={(country) => picked.push(country)} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('Nig');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Nigeria', 'Niger']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(picked.map((c) => c.code)).toEqual(['NG']));
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('aland');
    expect((await screen.findAllByRole('option'))[0]?.textContent).toBe('Åland Islands');
  });

  it('lists Nigeria, then the diaspora, then the rest', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.slice(0, 5).map((option) => option.textContent)).toEqual([
      'Nigeria',
      'United Kingdom',
      'United States',
      'Canada',
      'Afghanistan',
    ]);
  });

  it("draws every listed country's flag as SVG, hidden from screen readers, with no emoji", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(countries.length);
    // The flags come beside the list, in their own chunk.
    await waitFor(() => expect(flagIn(options[0])?.querySelector('svg')).toBeTruthy());
    options.forEach((option, index) => {
      const country = countries[index];
      const flag = flagIn(option);
      expect(option.textContent).toBe(country?.name);
      expect(flag?.closest('[aria-hidden="true"]')).toBeTruthy();
      // The package's drawing, or the empty placeholder for a code it does not draw.
      const drawn = Boolean(country && drawings[country.code]);
      expect(Boolean(flag?.querySelector('svg path, svg circle')), country?.code).toBe(drawn);
      if (!drawn) expect(flag?.children).toHaveLength(0);
    });
    expect(screen.getByRole('listbox').textContent).not.toMatch(regionalIndicator);
  });

  it("shows the chosen country's flag before its name", async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    const box = screen.getByRole<HTMLInputElement>('combobox');
    expect(flagIn(container)).toBeFalsy();
    await user.click(box);
    await user.keyboard('Nigeria{Enter}');
    await waitFor(() => expect(box.value).toBe('Nigeria'));
    // Nigeria's green, drawn beside the input (not in it: an input holds text alone).
    await waitFor(() => expect(flagIn(container)?.querySelector('[fill="#008751"]')).toBeTruthy());
    expect(box.value).not.toMatch(regionalIndicator);
    // Its name is what the input shows: nothing to add.
    expect(box.title).toBe('');
  });

  it('matches ISO codes, moves with Home/End and closes on Escape without choosing', async () => {
    const user = userEvent.setup();
    const picked: Country[] = [];
    render(<Harness onPick={(country) => picked.push(country)} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('rw');
    expect((await screen.findAllByRole('option'))[0]?.textContent).toContain('Rwanda');
    await user.keyboard('{End}');
    const box = screen.getByRole('combobox');
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toMatch(/-\d+$/));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect(picked).toEqual([]);
  });

  it('picks with a pointer and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('zzzz');
    expect(await screen.findByText('No matches')).toBeTruthy();
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('canada');
    await user.click(await screen.findByRole('option', { name: /Canada/ }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox').value).toBe('Canada'),
    );
  });

  it('shows its error and marks the input invalid', () => {
    render(<CountryPicker label="Country" onChange={() => {}} error="Country is required" />);
    const box = screen.getByRole('combobox', { name: 'Country' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const describedBy = box.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Country is required');
  });
});
