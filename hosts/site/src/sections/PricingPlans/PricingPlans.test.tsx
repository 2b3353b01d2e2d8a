import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe.ts';
import { renderWithRouter } from '../test/renderWithRouter.tsx';
import { PricingPlans } from './index.ts';

const card = (title: string) => {
  const item = screen.getByRole('listitem', { name: title });
  return { item, price: () => item.querySelector('[data-slot="plan-price"]')?.textContent };
};

describe('PricingPlans', () => {
  it('passes an accessibility check', async () => {
    const { container } = renderWithRouter(<PricingPlans />);
    await expectNoAxeViolations(container);
  });

  it('shows the heading, the four plans and monthly prices by default', () => {
    renderWithRouter(<PricingPlans headingLevel="h1" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose the plan that is right for you' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('save 15%')).toBeTruthy();
    expect(card('Free').price()).toBe('₦0/month');
    expect(card('Basic').price()).toBe('₦20,000/month');
    expect(card('Pro').price()).toBe('₦45,000/month');
    expect(card('Enterprise').price()).toBe('Contact us');
  });

  it('sets the price from the user-count dropdown (Pro lists 3 to 10)', async () => {
    renderWithRouter(<PricingPlans />);
    const pro = card('Pro');
    const select = within(pro.item).getByRole('combobox', { name: 'Number of users' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.selectOptions(select, '5');
    expect(pro.price()).toBe('₦65,000/month');
    const basic = card('Basic');
    await userEvent.selectOptions(within(basic.item).getByRole('combobox'), '3');
    expect(basic.price()).toBe('₦60,000/month');
    expect(within(card('Free').item).queryByRole('combobox')).toBeNull();
  });

  it('shows annual prices at 12 × 0.85 when Annually is chosen', async () => {
    renderWithRouter(<PricingPlans />);
    await userEvent.click(screen.getByRole('button', { name: 'Annually' }));
    expect(card('Pro').price()).toBe('₦459,000/year');
    expect(card('Basic').price()).toBe('₦204,000/year');
    await userEvent.click(screen.getByRole('button', { name: 'Monthly' }));
    expect(card('Pro').price()).toBe('₦45,000/month');
  });

  it('writes Pro’s price line in users, like its dropdown, which it describes', async () => {
    renderWithRouter(<PricingPlans />);
    const pro = card('Pro');
    const basis = 'Includes 3 users, then +₦10,000/month per extra user';
    expect(within(pro.item).getByText(basis)).toBeTruthy();
    expect(pro.item.textContent).not.toContain('per project');
    const select = within(pro.item).getByRole('combobox', { name: 'Number of users' });
    expect(select.getAttribute('aria-describedby')).toBe(within(pro.item).getByText(basis).id);
    await userEvent.click(screen.getByRole('button', { name: 'Annually' }));
    expect(
      within(pro.item).getByText('Includes 3 users, then +₦102,000/year per extra user'),
    ).toBeTruthy();
  });

  it('highlights the chosen plan with a label and continues with it', async () => {
    const { router } = renderWithRouter(<PricingPlans />, '/pricing/enterprise');
    expect(screen.queryByText('Selected')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Pro' }));
    expect(card('Pro').item.dataset.state).toBe('selected');
    expect(within(card('Pro').item).getByText('Selected')).toBeTruthy();
    expect(within(card('Basic').item).queryByText('Selected')).toBeNull();
    expect(card('Basic').item.dataset.state).toBe('idle');
    expect(screen.getByText('Pro for 3 users: ₦45,000/month')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Contact sales' }));
    expect(card('Pro').item.dataset.state).toBe('idle');
    await userEvent.click(screen.getByRole('link', { name: 'Continue with Enterprise' }));
    expect(router.state.location.pathname).toBe('/contact');
  });
});
