import { layout } from '@gw/config';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showcaseProjects } from '../../content/showcaseProjects.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { ProjectCarousel } from './index.ts';

const total = showcaseProjects.length;
const track = () => document.querySelector<HTMLElement>('[data-slot="carousel-track"]');
const previous = () => screen.getByRole('button', { name: 'Previous project' });
const next = () => screen.getByRole('button', { name: 'Next project' });

describe('ProjectCarousel', () => {
  it('passes an accessibility check', async () => {
    const { container } = render(<ProjectCarousel />);
    await expectNoAxeViolations(container);
  });

  it("shows 'Ongoing Projects' at the first project with previous disabled", () => {
    render(<ProjectCarousel />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ongoing Projects' })).toBeTruthy();
    expect(screen.getAllByRole('group')).toHaveLength(total);
    expect(screen.getByText(`1 / ${total}`)).toBeTruthy();
    expect((previous() as HTMLButtonElement).disabled).toBe(true);
    expect(track()?.style.transform).toBe('translateX(-0%)');
  });

  it('steps 35 % per move and stops at the last project without wrapping', async () => {
    render(<ProjectCarousel />);
    await userEvent.click(next());
    expect(screen.getByText(`2 / ${total}`)).toBeTruthy();
    expect(track()?.style.transform).toBe(`translateX(-${layout.carouselShift * 100}%)`);
    for (let step = 2; step < total + 2; step += 1) await userEvent.click(next());
    expect(screen.getByText(`${total} / ${total}`)).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(previous());
    expect(screen.getByText(`${total - 1} / ${total}`)).toBeTruthy();
  });

  it('sizes each card image and offers the mobile image', () => {
    render(<ProjectCarousel />);
    const [first] = showcaseProjects;
    const image = screen.getByAltText(first?.image.alt ?? '');
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('519');
    expect(image.getAttribute('loading')).toBe('lazy');
    const source = image.parentElement?.querySelector('source');
    expect(source?.getAttribute('srcset')).toBe(first?.mobileImage.src);
    expect(source?.getAttribute('height')).toBe('400');
  });
});
