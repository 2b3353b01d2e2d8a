import { Button } from '@gw/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { joinTeamBanner } from '../../content/about.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { AboutMission, JoinTeamBanner } from './index.ts';

describe('AboutMission and JoinTeamBanner', () => {
  it('pass an accessibility check', async () => {
    const { container } = render(
      <>
        <AboutMission />
        <JoinTeamBanner action={<Button>{joinTeamBanner.action}</Button>} />
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('states the mission with the spec figures', () => {
    render(<AboutMission />);
    const region = screen.getByRole('region', { name: 'Our mission' });
    expect(region.textContent).toContain('estimated 52 million housing unit deficit');
    expect(region.textContent).toContain('60% of the population is under 25');
    expect(region.textContent).toContain('3.5%');
  });

  it("shows 'Join our team' with the page's 'See job openings' action", async () => {
    const onOpen = vi.fn();
    render(<JoinTeamBanner action={<Button onClick={onOpen}>{joinTeamBanner.action}</Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Join our team' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'See job openings' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
