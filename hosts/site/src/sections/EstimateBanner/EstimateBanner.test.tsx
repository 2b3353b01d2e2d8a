import { urls } from '@gw/config';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { EstimateBanner } from './index.ts';

describe('EstimateBanner', () => {
  it('passes an accessibility check', async () => {
    const { container } = renderWithRouter(<EstimateBanner />);
    await expectNoAxeViolations(container);
  });

  it("links 'Get a quick project estimate' out to the calculator in a new tab", () => {
    renderWithRouter(<EstimateBanner />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Get a quick project estimate' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: /Estimate my project/ });
    expect(link.getAttribute('href')).toBe(urls.calculator);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
