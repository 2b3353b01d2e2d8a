import { authPaths, authUrl, urls } from '@gw/config';
import { Button } from '@gw/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { Header } from './index.ts';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

function renderHeader(path = '/', hideBlog = false) {
  return renderWithRouter(
    <>
      <Header mainAction={<Button>Learn More</Button>} hideBlog={hideBlog} />
      <p>Page body</p>
    </>,
    path,
  );
}

describe('Header', () => {
  it('passes an accessibility check, closed and with the mobile menu open', async () => {
    const { container } = renderHeader();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Menu' });
    await expectNoAxeViolations(container);
  });

  it('lists the Solutions dropdown and navigates with a router link', async () => {
    const { router } = renderHeader();
    await userEvent.click(within(mainNav()).getByRole('button', { name: 'Solutions' }));
    const menu = await screen.findByRole('menu', { name: 'Solutions' });
    const names = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.querySelector('span')?.textContent);
    expect(names).toEqual([
      'Private Project Owners',
      'Enterprise Project Owners',
      'Build Now Pay Later',
      'Contractor',
      'Consultant',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Contractor/ }));
    expect(router.state.location.pathname).toBe('/contractor');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes the Pricing dropdown on Escape and on an outside click', async () => {
    renderHeader();
    const pricing = within(mainNav()).getByRole('button', { name: 'Pricing' });
    await userEvent.click(pricing);
    const menu = await screen.findByRole('menu', { name: 'Pricing' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.getAttribute('href')),
    ).toEqual(['/pricing/enterprise', '/pricing/premium']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await userEvent.click(pricing);
    await screen.findByRole('menu', { name: 'Pricing' });
    await userEvent.click(screen.getByText('Page body'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('has the plain links, external ones pointing off-site', () => {
    renderHeader();
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      '/about-us',
    );
    expect(
      within(nav)
        .getByRole('link', { name: /Cost Calculator/ })
        .getAttribute('href'),
    ).toBe(urls.calculator);
    expect(within(nav).getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe(urls.blog);
    expect(within(nav).getByRole('link', { name: 'Refer-to-earn' }).getAttribute('href')).toBe(
      '/referral',
    );
    expect(within(nav).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(screen.getByRole('link', { name: /Login/ }).getAttribute('href')).toBe(
      authUrl(authPaths.signIn),
    );
    expect(screen.getByRole('link', { name: /Sign up/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Learn More' })).toBeTruthy();
  });

  it('hides the Blog link when asked (the about page)', () => {
    renderHeader('/about-us', true);
    expect(within(mainNav()).queryByRole('link', { name: /Blog/ })).toBeNull();
  });

  it('opens the mobile menu with root, solutions and pricing views', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const root = await screen.findByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(root).getByRole('button', { name: 'Solutions' }));
    const solutions = screen.getByRole('navigation', { name: 'Solutions' });
    expect(within(solutions).getAllByRole('link')).toHaveLength(5);
    expect(document.activeElement?.textContent).toContain('Back');
    await userEvent.click(within(solutions).getByRole('button', { name: 'Back' }));
    await userEvent.click(
      within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('button', {
        name: 'Pricing',
      }),
    );
    const pricing = screen.getByRole('navigation', { name: 'Pricing' });
    expect(
      within(pricing)
        .getByRole('link', { name: /Premium Plan/ })
        .getAttribute('href'),
    ).toBe('/pricing/premium');
  });

  it('closes the mobile menu on Escape, with focus back on the toggle', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('navigation', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Open menu');
  });

  it('closes the mobile menu after a navigation, the header staying in place', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <Header mainAction={null} />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <p>Home</p> },
            { path: 'referral', element: <p>Referral page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const root = await screen.findByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(root).getByRole('link', { name: 'Refer-to-earn' }));
    expect(await screen.findByText('Referral page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
