import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../Modal/index.ts';
import { type ToastApi, ToastProvider, useToast } from './index.ts';

let toasts: ToastApi;

function Capture() {
  toasts = useToast();
  return null;
}

/** A form in a modal that reports its outcome with a toast, as the demo and funding forms do. */
function FormInModal() {
  const [open, setOpen] = useState(true);
  return (
    <ToastProvider>
      <Capture />
      <Modal open={open} onOpenChange={setOpen} title="Schedule a Demo">
        <input aria-label="Business name" />
      </Modal>
    </ToastProvider>
  );
}

const viewportOf = (text: string) =>
  screen.getByText(text).closest<HTMLElement>('[data-slot="toast-viewport"]');

describe('Toasts and an open modal dialog', () => {
  it('show inside the open modal (the page behind it is inert), and on the page once it closes', async () => {
    const user = userEvent.setup();
    render(<FormInModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a Demo' });
    // The regions are there before the toast, so its arrival is announced.
    await waitFor(() => expect(within(dialog).getByRole('alert')).toBeTruthy());

    act(() => {
      toasts.show({ message: 'We did not get your booking. Please try again', tone: 'error' });
    });
    const alert = within(dialog).getByRole('alert');
    expect(within(alert).getByText('We did not get your booking. Please try again')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(viewportOf('We did not get your booking. Please try again')?.parentElement).toBe(
        document.body,
      ),
    );
    expect(document.querySelectorAll('[data-slot="toast-viewport"]')).toHaveLength(1);
  });
});
