import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { DialogRemoteProps } from './registry.ts';

/** The site's own chunk that hosts a dialog remote: unreachable first, then back. */
const site = vi.hoisted(() => ({ up: false, fetches: 0 }));

vi.mock('./ModalRemoteHost.tsx', async (importOriginal) => {
  site.fetches += 1;
  if (!site.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

vi.mock('./loadRemoteModule.ts', () => ({
  loadRemoteModule: async () => ({ DemoModal }),
}));

function DemoModal({ open }: DialogRemoteProps) {
  return open ? <div role="dialog" aria-label="Schedule a Demo" /> : null;
}

describe('a dialog launcher whose host chunk cannot be fetched', () => {
  it('says so beside the button, keeps the page, and fetches it again on the next press', async () => {
    const { ModalRemoteLauncher } = await import('./ModalRemoteLauncher.tsx');
    render(
      <MemoryRouter>
        <main>
          <h1>Lenders</h1>
          <ModalRemoteLauncher remote="demo-modal" className="">
            Book a Demo
          </ModalRemoteLauncher>
        </main>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The demo form could not load.',
    );
    expect(screen.getByRole('heading', { name: 'Lenders' })).toBeTruthy();

    site.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(
      await screen.findByRole('dialog', { name: 'Schedule a Demo' }, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(site.fetches).toBeGreaterThanOrEqual(2);
  });
});
