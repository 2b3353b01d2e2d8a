import { testApiPerFile } from '@gw/api/vitest';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DemoModal } from './index.ts';

const api = testApiPerFile();

// The script-tag widget case: everything, dialog and toasts, stays inside one shadow root.
it('books a demo from inside a shadow root, with the dialog and toast rendered there', async () => {
  const host = document.createElement('gw-demo');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  root.append(container);
  const user = userEvent.setup();
  render(<DemoModal defaultOpen apiBase={api.url} portalRoot={container} />, { container });

  const dialog = await within(container).findByRole('dialog', { name: 'Schedule a Demo' });
  const values: Record<string, string> = {
    'Business name': 'Acme Builders',
    'First name': 'Ada',
    'Last name': 'Obi',
    'Phone number': '+2348012345678',
    Email: 'ada@acme.ng',
  };
  for (const [label, value] of Object.entries(values)) {
    await user.type(within(dialog).getByLabelText(label), value);
  }
  await user.click(within(dialog).getByRole('button', { name: /^Submit/ }));
  expect(
    await within(container).findByText(
      'Thank you for booking a demo with the sales team. We will reach out soon',
    ),
  ).toBeTruthy();
  expect(document.body.querySelector('[data-slot="toast"]')).toBeNull();
  const [lead] = await api.leads('demo');
  expect(lead?.payload).toMatchObject({ businessName: 'Acme Builders', email: 'ada@acme.ng' });
  host.remove();
});
