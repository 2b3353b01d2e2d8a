import { brand } from '@gw/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { Footer } from './index.ts';

/** happy-dom does not scroll; record what the page asked for instead. */
function watchScroll(reducedMotion: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: reducedMotion && query.includes('reduce'), media: query }) as MediaQueryList,
  );
  return vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

describe('Footer', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes an accessibility check', async () => {
    const { container } = renderWithRouter(<Footer />);
    await expectNoAxeViolations(container);
  });

  it('shows the mission, product links, social links and the 2025 copyright', async () => {
    const { router } = renderWithRouter(<Footer />);
    expect(screen.getByText(/Lowering the risk of real-estate/)).toBeTruthy();
    expect(
      screen.getByText(`© ${brand.copyrightYear} ${brand.name}. All rights reserved.`),
    ).toBeTruthy();
    expect(screen.getByText(/© 2025/)).toBeTruthy();
    const social = screen.getByRole('navigation', { name: 'Follow us' });
    const linkedIn = within(social).getByRole('link', { name: /LinkedIn/ });
    expect(linkedIn.getAttribute('href')).toBe(brand.social.linkedIn);
    const product = screen.getByRole('navigation', { name: 'Product' });
    await userEvent.click(within(product).getByRole('link', { name: 'Build Now Pay Later' }));
    expect(router.state.location.pathname).toBe('/finance');
  });

  it("scrolls smoothly to the top with 'Back to top'", async () => {
    const scrollTo = watchScroll(false);
    renderWithRouter(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: /Back to top/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps instantly when the visitor prefers reduced motion', async () => {
    const scrollTo = watchScroll(true);
    renderWithRouter(<Footer />);
    await userEvent.click(screen.getByRole('button', { name: /Back to top/ }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
