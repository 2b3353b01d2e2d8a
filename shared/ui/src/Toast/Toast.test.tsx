import { timings } from '@gw/config';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ToastApi, ToastProvider, useToast } from './index.ts';

let toasts: ToastApi;

/** Hands the hook's API to the test, as a form would use it. */
function Capture() {
  toasts = useToast();
  return null;
}

function renderProvider(portalRoot?: HTMLElement) {
  return render(
    <ToastProvider portalRoot={portalRoot}>
      <Capture />
    </ToastProvider>,
  );
}

const toastCard = (text: string) =>
  screen.getByText(text).closest<HTMLElement>('[data-slot="toast"]');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toasts', () => {
  it('announce in a polite status region, errors in an alert region', async () => {
    renderProvider();
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    expect(status.getAttribute('aria-live')).toBe('polite');
    act(() => {
      toasts.show({ message: 'Success', tone: 'success' });
      toasts.show({ message: 'Error submitting form', tone: 'error' });
    });
    expect((await within(status).findByText('Success')).textContent).toBe('Success');
    expect(within(alert).getByText('Error submitting form')).toBeTruthy();
    expect(within(status).queryByText('Error submitting form')).toBeNull();
  });

  it('have a dark tone: black background, white text (the waitlist look)', async () => {
    renderProvider();
    act(() => {
      toasts.show({ message: 'Success', tone: 'dark' });
    });
    const card = toastCard((await screen.findByText('Success')).textContent ?? '');
    expect(card?.dataset.tone).toBe('dark');
    expect(card?.classList.contains('bg-black')).toBe(true);
    expect(card?.classList.contains('text-white')).toBe(true);
  });

  it('show a link under the message (a lead not sent: the prepared e-mail)', async () => {
    renderProvider();
    const href = 'mailto:team@example.ng?subject=Request&body=businessName%3A%20Ada';
    act(() => {
      toasts.show({
        message: 'Your request could not be sent.',
        tone: 'error',
        persistent: true,
        action: { href, label: 'E-mail your answers to our team' },
      });
    });
    const alert = screen.getByRole('alert');
    const link = await within(alert).findByRole('link', {
      name: 'E-mail your answers to our team',
    });
    expect(link.getAttribute('href')).toBe(href);
  });

  it('turn a failed upload into an alert', async () => {
    renderProvider();
    let id = '';
    act(() => {
      id = toasts.show({ message: 'Uploading... plan.pdf', progress: 80, persistent: true });
    });
    await screen.findByText('80%');
    act(() => {
      toasts.update(id, {
        message: 'Error: upload rejected',
        tone: 'error',
        progress: undefined,
        persistent: false,
      });
    });
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('Error: upload rejected')).toBeTruthy();
    expect(within(screen.getByRole('status')).queryByText(/Uploading/)).toBeNull();
  });

  it('can be dismissed with their close button and by id', async () => {
    const user = userEvent.setup();
    renderProvider();
    let second = '';
    act(() => {
      toasts.show({ message: 'First', persistent: true });
      second = toasts.show({ message: 'Second', persistent: true });
    });
    const first = toastCard((await screen.findByText('First')).textContent ?? '');
    await user.click(
      within(first as HTMLElement).getByRole('button', { name: 'Dismiss notification' }),
    );
    await waitFor(() => expect(toastCard('First')?.dataset.state).toBe('closed'));
    act(() => toasts.dismiss(second));
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Second')).toBeNull());
  });

  it('refuse to work outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Capture />)).toThrow('useToast must be used inside a ToastProvider');
    vi.restoreAllMocks();
  });

  it('render inside the given portal root', async () => {
    const portalRoot = document.createElement('div');
    document.body.append(portalRoot);
    renderProvider(portalRoot);
    act(() => {
      toasts.show({ message: 'Inside', tone: 'success' });
    });
    expect(await within(portalRoot).findByText('Inside')).toBeTruthy();
    portalRoot.remove();
  });
});

// Timers are faked only here: Testing Library's async helpers wait on real timers.
describe('Toast timings (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('close after timings.toast (3000 ms), then leave after the 300 ms exit', async () => {
    renderProvider();
    act(() => {
      toasts.show({ message: 'Success', tone: 'success' });
    });
    screen.getByText('Success');
    await advance(timings.toast - 1);
    expect(toastCard('Success')?.dataset.state).toBe('open');
    await advance(1);
    expect(toastCard('Success')?.dataset.state).toBe('closed');
    await advance(timings.toastExit - 1);
    expect(screen.getByText('Success')).toBeTruthy();
    await advance(1);
    expect(screen.queryByText('Success')).toBeNull();
    expect([timings.toast, timings.toastExit]).toEqual([3000, 300]);
  });

  it('stay timings.demoToast (4000 ms) when the demo form asks for it', async () => {
    renderProvider();
    act(() => {
      toasts.show({ message: 'Demo request sent', tone: 'success', duration: timings.demoToast });
    });
    screen.getByText('Demo request sent');
    await advance(timings.demoToast - 1);
    expect(toastCard('Demo request sent')?.dataset.state).toBe('open');
    await advance(1);
    expect(toastCard('Demo request sent')?.dataset.state).toBe('closed');
    await advance(timings.toastExit);
    expect(screen.queryByText('Demo request sent')).toBeNull();
    expect(timings.demoToast).toBe(4000);
  });

  it('show upload progress, stay while persistent and end as a timed success', async () => {
    renderProvider();
    let id = '';
    act(() => {
      id = toasts.show({ message: 'Uploading... plan.pdf', progress: 0, persistent: true });
    });
    const bar = screen.getByRole('progressbar', { name: 'Uploading... plan.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('0%')).toBeTruthy();

    act(() => toasts.update(id, { progress: 45 }));
    expect(screen.getByText('45%')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('45');
    await advance(timings.toast * 3);
    expect(toastCard('Uploading... plan.pdf')?.dataset.state).toBe('open');

    act(() => {
      toasts.update(id, {
        message: 'Uploaded Successfully',
        tone: 'success',
        progress: undefined,
        persistent: false,
      });
    });
    screen.getByText('Uploaded Successfully');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await advance(timings.toast + timings.toastExit);
    expect(screen.queryByText('Uploaded Successfully')).toBeNull();
  });
});
