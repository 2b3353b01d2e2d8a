import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../../content/testimonials.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { Testimonials } from './index.ts';

const [first, second] = testimonials;

describe('Testimonials', () => {
  it('passes an accessibility check', async () => {
    const { container } = render(<Testimonials />);
    await expectNoAxeViolations(container);
  });

  it("shows 'What users are saying' starting on the first quote", () => {
    render(<Testimonials />);
    expect(screen.getByRole('heading', { level: 2, name: 'What users are saying' })).toBeTruthy();
    expect(screen.getByText(first?.name ?? '')).toBeTruthy();
    expect(screen.queryByText(second?.name ?? '')).toBeNull();
    const dots = screen.getAllByRole('button');
    expect(dots).toHaveLength(2);
    expect(dots[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('switches the quote with the dots', async () => {
    render(<Testimonials />);
    await userEvent.click(screen.getByRole('button', { name: `Quote 2 of 2: ${second?.name}` }));
    expect(screen.getByText(second?.title ?? '')).toBeTruthy();
    expect(screen.getByText(`“${second?.message}”`)).toBeTruthy();
    expect(screen.queryByText(first?.name ?? '')).toBeNull();
    expect(screen.getAllByRole('button')[1]?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: `Quote 1 of 2: ${first?.name}` }));
    expect(screen.getByText(first?.name ?? '')).toBeTruthy();
  });
});
