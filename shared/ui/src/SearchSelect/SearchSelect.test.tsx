import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../Modal/index.ts';
import { SearchSelect, type SelectOption } from './index.ts';

const fruit: SelectOption[] = ['Apple', 'Banana', 'Cherry', 'Date'].map((name) => ({
  value: name.toLowerCase(),
  label: name,
}));

function Picker({ onPick = () => {} }: { onPick?: (value: string) => void }) {
  const [value, setValue] = useState<string>();
  return (
    <>
      <label htmlFor="fruit">Fruit</label>
      <SearchSelect
        id="fruit"
        listLabel="Fruit"
        options={fruit}
        value={value}
        onChange={(next) => {
          setValue(next);
          onPick(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

function InDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onOpenChange={setOpen} title="Funding">
      <Picker />
    </Modal>
  );
}

/** Options that arrive on the first intent, as a country list does: `arrive` delivers them. */
function LoadingPicker({ onPick }: { onPick: (value: string) => void }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <label htmlFor="late">Fruit</label>
      <SearchSelect
        id="late"
        listLabel="Fruit"
        options={loaded ? fruit : []}
        loading={!loaded}
        onIntent={() => onPick('intent')}
        onChange={onPick}
      />
      <button type="button" onClick={() => setLoaded(true)}>
        arrive
      </button>
    </>
  );
}

/** The label of the option aria-activedescendant points at. */
function activeLabel(box: HTMLElement) {
  const id = box.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe('SearchSelect', () => {
  it('wires the combobox to its listbox and walks it with the arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const list = await screen.findByRole('listbox', { name: 'Fruit' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(activeLabel(box)).toBe('Apple'));
    await user.keyboard('{ArrowUp}');
    expect(activeLabel(box)).toBe('Apple');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(activeLabel(box)).toBe('Cherry'));
    await user.keyboard('{End}');
    await waitFor(() => expect(activeLabel(box)).toBe('Date'));
    await user.keyboard('{ArrowDown}');
    expect(activeLabel(box)).toBe('Date');
    await user.keyboard('{Home}');
    await waitFor(() => expect(activeLabel(box)).toBe('Apple'));
  });

  it('reopens on the chosen option and marks it selected', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const box = screen.getByRole<HTMLInputElement>('combobox');
    await waitFor(() => expect(box.value).toBe('Cherry'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(activeLabel(box)).toContain('Cherry'));
    const selected = screen.getByRole('option', { selected: true });
    expect(selected.textContent).toContain('Cherry');
  });

  it('closes without choosing on an outside press or when focus moves on', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Picker onPick={onPick} />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));

    await user.click(box);
    await user.keyboard('ban');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.tab();
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onPick).not.toHaveBeenCalled();
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('keeps focus in the input when an option is pressed', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Picker onPick={onPick} />);
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Banana' }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith('banana'));
    expect(document.activeElement).toBe(box);
  });

  it('inside a modal, Escape closes the list first and the dialog second', async () => {
    const user = userEvent.setup();
    render(<InDialog />);
    const dialog = await screen.findByRole('dialog', { name: 'Funding' });
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.click(box);
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect(dialog.isConnected).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<SearchSelect ariaLabel="Fruit" options={fruit} onChange={() => {}} disabled />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('says it is loading while its options are on their way; an Enter meanwhile picks once they are here', async () => {
    const user = userEvent.setup();
    let intents = 0;
    const picked: string[] = [];
    const onPick = (value: string) => {
      if (value === 'intent') intents += 1;
      else picked.push(value);
    };
    render(<LoadingPicker onPick={onPick} />);
    await user.click(screen.getByRole('combobox'));
    expect(intents).toBeGreaterThan(0);
    await user.keyboard('ch');
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(picked).toEqual([]);
    screen.getByRole('button', { name: 'arrive' }).click();
    await waitFor(() => expect(picked).toEqual(['cherry']));
  });
});
