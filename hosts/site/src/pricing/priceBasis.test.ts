import { describe, expect, it } from 'vitest';
import { pricingPlans } from '../content/pricingPlans.ts';
import { annualPrice, monthlyPrice, priceBasis } from './index.ts';

describe('what a plan price is for (spec §9)', () => {
  it('says Pro’s rule in users, as its dropdown counts them: 3 included, then +10,000 each', () => {
    expect(priceBasis('pro', 'monthly')).toBe(
      'Includes 3 users, then +₦10,000/month per extra user',
    );
    expect(priceBasis('pro', 'monthly')).not.toContain('project');
  });

  it('gives the extra user in the chosen period: each step of the Pro price is that amount', () => {
    expect(priceBasis('pro', 'annually')).toBe(
      'Includes 3 users, then +₦102,000/year per extra user',
    );
    expect([monthlyPrice('pro', 3), monthlyPrice('pro', 4)]).toEqual([45_000, 55_000]);
    expect([annualPrice('pro', 3), annualPrice('pro', 4)]).toEqual([459_000, 561_000]);
  });

  it('says Basic is per user with its amount, Free its one user, and nothing for contact-us', () => {
    expect(priceBasis('basic', 'monthly')).toBe('₦20,000/month per user');
    expect(priceBasis('basic', 'annually')).toBe('₦204,000/year per user');
    expect(annualPrice('basic', 1)).toBe(204_000);
    expect(priceBasis('free', 'monthly')).toBe('1 user');
    expect(priceBasis('enterprise', 'monthly')).toBeNull();
  });

  it('is the plan data’s user line for the monthly price', () => {
    const users = Object.fromEntries(pricingPlans.map((plan) => [plan.id, plan.user]));
    expect(users.pro).toBe(priceBasis('pro', 'monthly'));
    expect(users.basic).toBe(priceBasis('basic', 'monthly'));
  });
});
