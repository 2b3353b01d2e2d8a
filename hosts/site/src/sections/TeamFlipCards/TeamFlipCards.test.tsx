import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { teamMembers } from '../../content/team.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { TeamFlipCards } from './index.ts';

const [first] = teamMembers;
const name = first?.name ?? '';
const description = () => screen.getByText(first?.description ?? '');
const backVisible = () =>
  description().closest('[aria-hidden]')?.getAttribute('aria-hidden') === 'false';

describe('TeamFlipCards', () => {
  it('passes an accessibility check', async () => {
    const { container } = render(<TeamFlipCards />);
    await expectNoAxeViolations(container);
  });

  it("shows 'Meet the team' with eleven cards: photo, name and role", () => {
    render(<TeamFlipCards />);
    expect(screen.getByRole('heading', { level: 2, name: 'Meet the team' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(11);
    const photo = screen.getByAltText(`Portrait of ${name}`);
    expect(photo.getAttribute('width')).toBe('280');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(backVisible()).toBe(false);
  });

  it('flips on a tap and back on a second tap', async () => {
    render(<TeamFlipCards />);
    const button = screen.getByRole('button', { name: `Show details: ${name}` });
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    expect(backVisible()).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe(`Show photo: ${name}`);
    await userEvent.pointer({ keys: '[TouchA]', target: button });
    expect(backVisible()).toBe(false);
  });

  it('flips with Enter and Space on the focused card', async () => {
    render(<TeamFlipCards />);
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`Show details: ${name}`);
    await userEvent.keyboard('{Enter}');
    expect(backVisible()).toBe(true);
    await userEvent.keyboard(' ');
    expect(backVisible()).toBe(false);
  });

  it('flips while a mouse hovers, and a click toggles it', async () => {
    const user = userEvent.setup();
    render(<TeamFlipCards />);
    const card = screen.getAllByRole('listitem')[0];
    if (!card) throw new Error('no card');
    await user.hover(card);
    expect(backVisible()).toBe(true);
    await user.unhover(card);
    expect(backVisible()).toBe(false);
    // Moving onto the card flips it; the click then turns it back, and again.
    const button = screen.getByRole('button', { name: `Show details: ${name}` });
    await user.click(button);
    expect(backVisible()).toBe(false);
    await user.click(button);
    expect(backVisible()).toBe(true);
  });
});
