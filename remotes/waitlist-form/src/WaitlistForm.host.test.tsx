import { testApiPerFile } from '@gw/api/vitest';
import { ToastProvider, useToast } from '@gw/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { WaitlistForm } from './index.ts';

const api = testApiPerFile();

/** A host whose router unmounts the form on navigate, with a toast provider that stays. */
function HostPages({ apiBase }: { apiBase: string }) {
  const [path, setPath] = useState('/schedule-call');
  const toasts = useToast();
  return path === '/schedule-call' ? (
    <WaitlistForm apiBase={apiBase} navigate={setPath} toasts={toasts} />
  ) : (
    <p>Calendar at {path}</p>
  );
}

it("keeps the Success toast on screen after navigate() unmounts the form, given the host's toasts", async () => {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <HostPages apiBase={api.url} />
    </ToastProvider>,
  );
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Email'), 'ada@acme.ng');
  await user.type(screen.getByLabelText('Phone number'), '4165550100');
  const target = screen.getByLabelText('Where do you want to build?');
  await user.click(target);
  await user.type(target, 'Nigeria');
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('radio', { name: 'Renovation' }));
  await user.click(screen.getByRole('button', { name: /^Submit/ }));

  expect(await screen.findByText('Calendar at /schedule-call-calendly')).toBeTruthy();
  const toast = screen.getByText('Success').closest('[data-slot="toast"]');
  expect(toast?.getAttribute('data-tone')).toBe('dark');
  expect(await api.leads('waitlist')).toHaveLength(1);
});
