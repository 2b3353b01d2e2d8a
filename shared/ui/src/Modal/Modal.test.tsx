import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from './index.ts';

type HarnessProps = Partial<ModalProps> & { onOpenChange?: (open: boolean) => void };

/** A page with an opener button and a controlled demo-style modal. */
function Harness({ onOpenChange, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Book a Demo
      </button>
      <button type="button">Elsewhere</button>
      <Modal
        title="Schedule a Demo"
        description="Pick a time that suits you."
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        }
        {...props}
      >
        <label>
          Full name
          <input />
        </label>
        <label>
          Email
          <input type="email" />
        </label>
      </Modal>
    </>
  );
}

function WithInitialFocus() {
  const submit = useRef<HTMLButtonElement>(null);
  return (
    <Modal title="Join our team" defaultOpen initialFocus={submit}>
      <input aria-label="LinkedIn profile" />
      <button type="submit" ref={submit}>
        Submit
      </button>
    </Modal>
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
  return screen.findByRole('dialog', { name: 'Schedule a Demo' });
}

describe('Modal', () => {
  it('is a labelled, described modal dialog that starts closed', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-state')).toBe('open');
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Pick a time that suits you.');
    expect(within(dialog).getByRole('heading', { name: 'Schedule a Demo' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('moves focus in, keeps Tab cycling inside and restores focus on Escape', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Book a Demo' });
    const dialog = await openModal();
    const name = within(dialog).getByRole('textbox', { name: 'Full name' });
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(name));

    // Tab order: fields, footer, close icon, then back to the first field.
    for (const expected of [email, cancel, close, name]) {
      await userEvent.tab();
      expect(document.activeElement).toBe(expected);
    }
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(close);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ['the close icon', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['a backdrop click', () => userEvent.click(screen.getByRole('dialog'))],
  ])('closes on %s and restores focus', async (_, dismiss) => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await openModal();
    await dismiss();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book a Demo' }));
  });

  it('restores focus when the parent closes it (footer Cancel)', async () => {
    render(<Harness />);
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Book a Demo' }));
  });

  it('locks page scrolling while open', async () => {
    render(<Harness />);
    await openModal();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('stays open on a click inside the panel', async () => {
    render(<Harness />);
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Schedule a Demo' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Email' }));
    expect(screen.getByRole('dialog', { name: 'Schedule a Demo' })).toBe(dialog);
  });

  it('works uncontrolled from defaultOpen and reports closing', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="I am a..." defaultOpen onOpenChange={onOpenChange}>
        <p>Choose a role</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'I am a...' });
    // No focusable content: focus lands on the close icon, the one control there is.
    await waitFor(() => expect(document.activeElement?.closest('dialog')).toBe(dialog));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('respects a controlled open prop that the parent refuses to change', async () => {
    const onOpenChange = vi.fn();
    render(
      <Modal title="Locked" open onOpenChange={onOpenChange}>
        <p>Stays</p>
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Locked' });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Locked' })).toBeTruthy();
  });

  it('applies a maximum width and a custom close label', async () => {
    render(<Harness maxWidth={756} closeLabel="Dismiss" />);
    const dialog = await openModal();
    const panel = dialog.querySelector<HTMLElement>('[data-slot="modal-panel"]');
    expect(panel?.style.maxWidth).toBe('756px');
    expect(within(dialog).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it('focuses the initialFocus element when given', async () => {
    render(<WithInitialFocus />);
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await waitFor(() => expect(document.activeElement).toBe(submit));
  });
});
