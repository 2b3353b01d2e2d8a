import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { BuiltFor } from './index.ts';

describe('BuiltFor', () => {
  it('shows the three audience cards with an h2 and h3 titles', () => {
    renderWithRouter(<BuiltFor />);
    expect(screen.getByRole('heading', { level: 2, name: 'Built For' })).toBeTruthy();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Lenders', 'Property Developers', 'Project Owners']);
  });

  it("navigates to the audience page from 'Learn more'", async () => {
    const { router } = renderWithRouter(<BuiltFor />);
    await userEvent.click(
      screen.getByRole('link', { name: 'Learn more about Property Developers' }),
    );
    expect(router.state.location.pathname).toBe('/developer');
  });
});
