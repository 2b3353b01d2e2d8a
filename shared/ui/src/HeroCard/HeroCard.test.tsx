import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeroCard, type HeroCardProps } from './index.ts';

const base: Omit<HeroCardProps, 'action'> = {
  badge: 'For lenders',
  title: 'Manage construction projects like a pro',
  body: 'Track budgets, schedules and quality in one place.',
  image: { src: '/heroes/lender.svg', alt: 'Budget dashboard', width: 640, height: 480 },
};

describe('HeroCard', () => {
  it('shows badge, heading, body and a sized image', () => {
    render(<HeroCard {...base} action={{ label: 'Book a Demo', href: '/lender' }} />);
    expect(screen.getByRole('heading', { level: 1, name: base.title as string })).toBeTruthy();
    expect(screen.getByText('For lenders')).toBeTruthy();
    expect(screen.getByText(base.body as string)).toBeTruthy();
    const image = screen.getByRole('img', { name: 'Budget dashboard' });
    expect(image.getAttribute('src')).toBe('/heroes/lender.svg');
    expect(image.getAttribute('width')).toBe('640');
    expect(image.getAttribute('height')).toBe('480');
  });

  it('links to its target with the small-screen label, hidden on large screens', () => {
    render(
      <HeroCard
        {...base}
        action={{ label: 'Create a Project', href: '/owner' }}
        mobileLabel="Get started"
      />,
    );
    const link = screen.getByRole('link', { name: 'Get started' });
    expect(link.getAttribute('href')).toBe('/owner');
    expect(link.classList.contains('lg:hidden')).toBe(true);
    expect(screen.queryByText('Create a Project')).toBeNull();
  });

  it('calls onClick when the target is an action rather than a page', async () => {
    const onClick = vi.fn();
    render(<HeroCard {...base} action={{ label: 'Contact Sales', onClick }} />);
    const button = screen.getByRole('button', { name: 'Contact Sales' });
    expect(button.classList.contains('lg:hidden')).toBe(true);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
