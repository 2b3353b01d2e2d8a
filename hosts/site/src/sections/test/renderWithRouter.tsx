import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders a section inside a memory router at `path`, with a catch-all route that shows the
 * path a link led to, so tests can assert navigation the way a visitor sees it.
 */
export function renderWithRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="location">navigated</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}
