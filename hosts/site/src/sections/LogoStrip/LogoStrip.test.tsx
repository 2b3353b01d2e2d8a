import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnerLogos } from '../../content/partners.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { LogoStrip } from './index.ts';

describe('LogoStrip', () => {
  it('passes an accessibility check', async () => {
    const { container } = render(<LogoStrip />);
    await expectNoAxeViolations(container);
  });

  it("shows 'Users that Trust Us' and every partner wordmark, sized and lazy", () => {
    render(<LogoStrip />);
    const region = screen.getByRole('region', { name: 'Users that Trust Us' });
    const images = region.querySelectorAll('img');
    expect(images).toHaveLength(partnerLogos.length);
    for (const logo of partnerLogos) {
      const image = screen.getByAltText(logo.alt);
      expect(image.getAttribute('width')).toBe(String(logo.width));
      expect(image.getAttribute('height')).toBe(String(logo.height));
      expect(image.getAttribute('loading')).toBe('lazy');
    }
  });
});
