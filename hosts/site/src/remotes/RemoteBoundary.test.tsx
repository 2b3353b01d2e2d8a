import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';

let remoteIsDown = true;

function FlakyRemote() {
  if (remoteIsDown) throw new Error('#RUNTIME-008 entry failed to load');
  return <p>Estimator ready</p>;
}

function renderInRouter() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <nav>
            <a href="/contact">Still here</a>
          </nav>
          <RemoteBoundary
            fallback={(retry) => <RemoteFallback label="fee estimator" onRetry={retry} />}
          >
            <FlakyRemote />
          </RemoteBoundary>
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RemoteBoundary', () => {
  it('keeps the page alive, says what failed, and retries without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    remoteIsDown = true;
    renderInRouter();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The fee estimator could not load.');
    expect(screen.getByRole('link', { name: 'Still here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');

    remoteIsDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Estimator ready')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
