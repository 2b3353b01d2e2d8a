import { Button } from '@gw/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import enterpriseIllustration from '../../content/heroArt/enterprise.svg?raw';
import { heroes } from '../../content/heroes.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Hero } from './index.ts';

describe('Hero', () => {
  it('passes an accessibility check', async () => {
    const { container } = renderWithRouter(
      <Hero copy={heroes.home} illustration={enterpriseIllustration} />,
    );
    await expectNoAxeViolations(container);
  });

  it('shows the badge, one h1, the copy and the inline illustration, named for screen readers', () => {
    renderWithRouter(<Hero copy={heroes.enterprise} illustration={enterpriseIllustration} />);
    expect(screen.getByText(heroes.enterprise.badge)).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual(['Manage construction projects like a pro']);
    expect(screen.getByText(heroes.enterprise.body)).toBeTruthy();
    const image = screen.getByRole('img', { name: heroes.enterprise.illustrationAlt });
    expect(image.querySelector(':scope > svg')?.getAttribute('viewBox')).toBe('0 0 560 480');
    // Its box has the drawing's shape before anything else loads: no layout shift.
    expect(image.className).toContain('aspect-[560/480]');
  });

  it('floats the page’s art cards over the drawing as text, hidden from screen readers like the drawing', () => {
    const { container } = renderWithRouter(
      <Hero copy={heroes.lender} illustration={enterpriseIllustration} />,
    );
    const cards = [...container.querySelectorAll('[data-slot="art-card"]')];
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      '₦482.5M disbursed',
      'Released',
    ]);
    expect(cards.every((card) => card.closest('[aria-hidden="true"]'))).toBe(true);
    // No skeleton bars left in any drawing: its cards' words are all in HTML.
    expect(enterpriseIllustration).not.toContain('<text');
  });

  it('renders the calls to action the page gives it', async () => {
    const onContactSales = vi.fn();
    const { router } = renderWithRouter(
      <Hero
        copy={heroes.enterprise}
        illustration={enterpriseIllustration}
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
