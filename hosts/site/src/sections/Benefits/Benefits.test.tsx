import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { benefits } from '../../content/benefits.ts';
import { financeBenefits } from '../../content/financeBenefits.ts';
import { Benefits } from './index.ts';

describe('Benefits', () => {
  it("shows 'What you get' with six cards: icon, title and description", () => {
    render(<Benefits />);
    const region = screen.getByRole('region', { name: 'What you get' });
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    cards.forEach((card, index) => {
      const item = benefits[index];
      expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(item?.title);
      expect(card.textContent).toContain(item?.content);
      expect(card.querySelector('img')?.getAttribute('src')).toBe(item?.imageSrc);
    });
  });

  it('renders another set under another heading', () => {
    render(<Benefits items={financeBenefits} heading="Why build with us" headingId="finance" />);
    expect(screen.getByRole('region', { name: 'Why build with us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prompt Project Delivery' })).toBeTruthy();
  });
});
