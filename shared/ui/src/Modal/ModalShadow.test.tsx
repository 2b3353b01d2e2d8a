import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './index.ts';

function Widget({ portalRoot }: { portalRoot: HTMLElement }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply for Funding
      </button>
      <Modal
        title="Tell us about your company"
        open={open}
        onOpenChange={setOpen}
        portalRoot={portalRoot}
      >
        <label>
          Business name
          <input />
        </label>
      </Modal>
    </>
  );
}

/** A script-tag widget's layout: a host element, an open shadow root, a mount and a portal root. */
function mountInShadowRoot() {
  const host = document.createElement('gw-widget');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  const portalRoot = document.createElement('div');
  shadow.append(container, portalRoot);
  return { host, shadow, container, portalRoot };
}

afterEach(() => {
  for (const host of document.querySelectorAll('gw-widget')) host.remove();
});

describe('Modal inside a Shadow DOM root', () => {
  it('portals into the shadow root, moves focus in, traps Tab and restores focus', async () => {
    const { shadow, container, portalRoot } = mountInShadowRoot();
    render(<Widget portalRoot={portalRoot} />, { container });
    const opener = within(container).getByRole('button', { name: 'Apply for Funding' });
    await userEvent.click(opener);

    const dialog = await within(portalRoot).findByRole('dialog', {
      name: 'Tell us about your company',
    });
    expect(dialog.getRootNode()).toBe(shadow);
    expect(document.body.querySelector('dialog')).toBeNull();
    const field = within(dialog).getByRole('textbox', { name: 'Business name' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(shadow.activeElement).toBe(field));

    await userEvent.tab();
    expect(shadow.activeElement).toBe(close);
    await userEvent.tab();
    expect(shadow.activeElement).toBe(field);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(portalRoot.querySelector('dialog')).toBeNull());
    expect(shadow.activeElement).toBe(opener);
  });
});
