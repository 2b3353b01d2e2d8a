import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage.ts';
import { preloadMatches } from './preloadMatches.ts';
import { ScrollToTop } from './ScrollToTop.tsx';

function LoadedPage() {
  return <h1>Loaded page</h1>;
}

describe('lazyPage', () => {
  it('renders the page once its chunk is loaded, and preloads on request', async () => {
    const load = vi.fn(async () => LoadedPage);
    const Page = lazyPage(load);
    await preloadMatches([{ path: '/x', element: <Page />, handle: Page }], '/x');
    expect(load).toHaveBeenCalledOnce();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('suspends until a page that was not preloaded arrives (client-side navigation)', async () => {
    const Page = lazyPage(
      () => new Promise<typeof LoadedPage>((done) => setTimeout(() => done(LoadedPage), 20)),
    );
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
  });

  it('shows a reload offer instead of an empty page when the chunk fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Page = lazyPage(
      (): Promise<typeof LoadedPage> =>
        Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
});

describe('ScrollToTop', () => {
  it('scrolls the window to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/next">Next</Link>} />
          <Route path="/next" element={<p>Next page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    await screen.findByText('Next page');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
