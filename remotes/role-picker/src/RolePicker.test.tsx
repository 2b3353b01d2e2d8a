import { layout } from '@gw/config';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RolePicker } from './index.ts';

function setup(props: Parameters<typeof RolePicker>[0] = {}) {
  const user = userEvent.setup();
  const navigate = vi.fn();
  const onOpenChange = vi.fn();
  const onSelect = vi.fn();
  render(
    <RolePicker
      defaultOpen
      navigate={navigate}
      onOpenChange={onOpenChange}
      onSelect={onSelect}
      {...props}
    />,
  );
  return { user, navigate, onOpenChange, onSelect };
}

describe('RolePicker', () => {
  it('is a dialog titled "I am a..." with three roles and Continue disabled', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'I am a...' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Lender'),
      expect.stringContaining('Property Developer'),
      expect.stringContaining('Project Owner'),
    ]);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps one choice, then Continue goes to that page and closes', async () => {
    const { user, navigate, onOpenChange, onSelect } = setup();
    await user.click(await screen.findByRole('radio', { name: /Lender/ }));
    await user.click(screen.getByRole('radio', { name: /Project Owner/ }));
    expect((screen.getByRole('radio', { name: /Lender/ }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: /Project Owner/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigate).toHaveBeenCalledWith('/owner');
    expect(onSelect).toHaveBeenCalledWith('owner');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves the choice with the arrow keys', async () => {
    const { user, navigate } = setup();
    await user.click(await screen.findByRole('radio', { name: /Lender/ }));
    await user.keyboard('{ArrowDown}');
    expect(
      (screen.getByRole('radio', { name: /Property Developer/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(navigate).toHaveBeenCalledWith('/developer');
  });

  it.each(['Cancel', 'Close'])('%s dismisses without navigating', async (name) => {
    const { user, navigate, onOpenChange } = setup();
    await user.click(await screen.findByRole('radio', { name: /Lender/ }));
    await user.click(screen.getByRole('button', { name }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('follows a controlled open prop and is at most 756 px wide', async () => {
    const { rerender } = render(<RolePicker open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<RolePicker open />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector<HTMLElement>('[style*="max-width"]')?.style.maxWidth).toBe(
      `${layout.roleDialogMaxWidth}px`,
    );
  });
});
