import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { NotFound } from './index.ts';

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/owner', element: <p>Owner page</p> },
      { path: '*', element: <NotFound /> },
    ],
    { initialEntries: entries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFound', () => {
  it('passes an accessibility check', async () => {
    renderAt(['/nowhere']);
    await expectNoAxeViolations(document.body);
  });

  it('shows the spec strings with a typographic apostrophe', () => {
    renderAt(['/nowhere']);
    expect(screen.getByText('404 error')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Sorry, the page you are looking for doesn’t exist.')).toBeTruthy();
  });

  it("goes back with 'Go Back'", async () => {
    const router = renderAt(['/owner', '/nowhere']);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/owner');
    expect(await screen.findByText('Owner page')).toBeTruthy();
  });

  it("goes home with 'Go Back' when the visitor landed here", async () => {
    const router = renderAt(['/nowhere']);
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it("goes to / with 'Take me home'", async () => {
    const router = renderAt(['/nowhere']);
    await userEvent.click(screen.getByRole('link', { name: 'Take me home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
