import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialogRemoteProps } from './registry.ts';

type Launcher = typeof import('./ModalRemoteLauncher.tsx').ModalRemoteLauncher;
/** Imported afresh for each test: a remote's component and its loads live at module level. */
let ModalRemoteLauncher: Launcher;

/** The CDN: down, the demo form's load rejects as the runtime does (#RUNTIME-003); up, it loads. */
const cdn = vi.hoisted(() => ({ up: false, loads: 0 }));

vi.mock('./loadRemoteModule.ts', () => ({
  loadRemoteModule: async () => {
    cdn.loads += 1;
    if (!cdn.up) throw new Error('#RUNTIME-003 mf-manifest.json failed to load');
    return { DemoModal };
  },
}));

function DemoModal({ open }: DialogRemoteProps) {
  return open ? <div role="dialog" aria-label="Schedule a Demo" /> : null;
}

/** /lender with two openers of the demo form (the header's and another) and a way to /contact. */
function renderSite() {
  const router = createMemoryRouter(
    [
      {
        path: '/lender',
        element: (
          <>
            <ModalRemoteLauncher remote="demo-modal" className="">
              Book a Demo
            </ModalRemoteLauncher>
            <ModalRemoteLauncher remote="demo-modal" className="">
              Contact Sales
            </ModalRemoteLauncher>
            <Link to="/contact">Contact Us</Link>
          </>
        ),
      },
      { path: '/contact', element: <Link to="/lender">Lenders</Link> },
    ],
    { initialEntries: ['/lender'] },
  );
  render(<RouterProvider router={router} />);
}

/** Room for the remote's chunks to load on two busy cores (findBy waits 1 s by default). */
const loading = { timeout: 5_000 };
const failure = () => screen.findByText('The demo form could not load.', undefined, loading);
const demoForm = () => screen.findByRole('dialog', { name: 'Schedule a Demo' }, loading);

async function failThenClose(opener = 'Book a Demo') {
  await userEvent.click(screen.getByRole('button', { name: opener }));
  await failure();
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByText('The demo form could not load.')).toBeNull();
}

describe('a dialog remote that failed while the CDN was down', () => {
  beforeEach(async () => {
    vi.resetModules();
    ({ ModalRemoteLauncher } = await import('./ModalRemoteLauncher.tsx'));
    // The remotes' props come from /site-config.json: given here instead of fetched.
    (await import('../siteConfig/siteConfig.ts')).primeSiteConfig({});
    cdn.up = false;
    cdn.loads = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('loads after a visit to /contact and back, once the CDN is back (issue 25)', async () => {
    renderSite();
    await failThenClose();
    await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Lenders' }));
    cdn.up = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Book a Demo' }));
    expect(await demoForm()).toBeTruthy();
    expect(screen.queryByText('The demo form could not load.')).toBeNull();
  });

  it('loads when its button is pressed again on the same page', async () => {
    renderSite();
    await failThenClose();
    cdn.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(await demoForm()).toBeTruthy();
  });

  it('loads with Retry', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    await failure();
    cdn.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await demoForm()).toBeTruthy();
    expect(screen.queryByText('The demo form could not load.')).toBeNull();
  });

  it('loads from another opener of the same remote', async () => {
    renderSite();
    await failThenClose('Book a Demo');
    cdn.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Contact Sales' }));
    expect(await demoForm()).toBeTruthy();
  });

  it('fails again on each opening while the CDN stays down, and loads nothing in between', async () => {
    renderSite();
    await userEvent.click(screen.getByRole('button', { name: 'Book a Demo' }));
    await failure();
    const loads = cdn.loads;
    // The failure on show starts no further load (a lazy replaced too eagerly would loop).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(cdn.loads).toBe(loads);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await failThenClose('Contact Sales');
    expect(cdn.loads).toBeGreaterThan(loads);
  });
});
