import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { WaitlistWelcome } from './index.ts';

describe('WaitlistWelcome', () => {
  it('passes an accessibility check', async () => {
    const { container } = renderWithRouter(<WaitlistWelcome />, '/waitlist-welcome');
    await expectNoAxeViolations(container);
  });

  it("says 'You're in' with the three next steps", () => {
    renderWithRouter(<WaitlistWelcome />, '/waitlist-welcome');
    expect(screen.getByRole('heading', { level: 1, name: "You're in" })).toBeTruthy();
    const steps = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(steps).toEqual(['Early access', 'Watch your inbox', 'Earn $300 per referral']);
  });

  it.each([
    ['Refer-to-earn', '/referral'],
    ['Explore for project owners', '/owner'],
    ['Contact us', '/contact'],
  ])('%s leads to %s', async (name, path) => {
    const { router } = renderWithRouter(<WaitlistWelcome />, '/waitlist-welcome');
    await userEvent.click(screen.getByRole('link', { name: new RegExp(name) }));
    expect(router.state.location.pathname).toBe(path);
  });
});
