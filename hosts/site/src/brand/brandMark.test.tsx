import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brand } from '@gw/config';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../sections/test/renderWithRouter.tsx';
import { BrandMark, brandMark, brandMarkSvg, HomeLogoLink } from './index.ts';

/** A colour token's value in the shared theme. */
function themeColor(token: string): string {
  const themeFile = createRequire(import.meta.url).resolve('@gw/ui/theme.css');
  const value = readFileSync(themeFile, 'utf8').match(new RegExp(`--color-${token}:\\s*([^;]+);`));
  if (!value?.[1]) throw new Error(`theme.css has no --color-${token}`);
  return value[1].trim();
}

describe('brand mark', () => {
  it('is the favicon: the same drawing, in the theme colours the logo uses', () => {
    const favicon = readFileSync(join(import.meta.dirname, '../../public/favicon.svg'), 'utf8');
    const expected = brandMarkSvg({ tile: themeColor('primary'), building: themeColor('accent') });
    expect(favicon.trim(), 'public/favicon.svg: write brandMarkSvg(…) into it').toBe(expected);
  });

  it('draws the same paths beside the wordmark, hidden from assistive technology', () => {
    const { container } = render(<BrandMark />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(brandMark.building);
    expect(svg?.querySelector('rect')?.getAttribute('rx')).toBe(String(brandMark.tileRadius));
  });

  it("links home once, named by the configured brand's name", () => {
    renderWithRouter(<HomeLogoLink />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/');
    expect(links[0]?.textContent).toBe(brand.name);
    expect(screen.getByRole('link', { name: brand.name })).toBe(links[0]);
  });
});
