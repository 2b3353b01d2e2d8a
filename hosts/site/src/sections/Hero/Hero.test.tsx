import { Button } from '@gw/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { heroes } from '../../content/heroes.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Hero } from './index.ts';

describe('Hero', () => {
  it('passes an accessibility check', async () => {
    const { container } = renderWithRouter(<Hero copy={heroes.home} />);
    await expectNoAxeViolations(container);
  });

  it('shows the badge, one h1, the copy and an eagerly loaded, sized illustration', () => {
    renderWithRouter(<Hero copy={heroes.enterprise} />);
    expect(screen.getByText(heroes.enterprise.badge)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Manage construction projects like a pro']);
    expect(screen.getByText(heroes.enterprise.body)).toBeTruthy();
    const image = screen.getByAltText(heroes.enterprise.image.alt);
    expect(image.getAttribute('width')).toBe('560');
    expect(image.getAttribute('height')).toBe('480');
    expect(image.getAttribute('loading')).toBeNull();
  });

  it('renders the calls to action the page gives it', async () => {
    const onContactSales = vi.fn();
    const { router } = renderWithRouter(
      <Hero
        copy={heroes.enterprise}
        actions={
          <>
            <Button onClick={onContactSales}>Contact Sales</Button>
            <ButtonLink href="/pricing/enterprise" variant="secondary">
              See pricing
            </ButtonLink>
          </>
        }
      />,
      '/enterprise',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Contact Sales' }));
    expect(onContactSales).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('link', { name: 'See pricing' }));
    expect(router.state.location.pathname).toBe('/pricing/enterprise');
  });
});
