import type { PlanId } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { annualPrice, defaultUsers, monthlyPrice, planPrice, userOptions } from './index.ts';

// Each row is a line of spec §9: plan, users, monthly NGN, annual NGN (monthly × 12 × 0.85).
const rows: [PlanId, number, number | null, number | null][] = [
  ['free', 1, 0, 0],
  ['free', 5, 0, 0],
  ['basic', 1, 20_000, 204_000],
  ['basic', 2, 40_000, 408_000],
  ['basic', 10, 200_000, 2_040_000],
  ['pro', 3, 45_000, 459_000],
  ['pro', 4, 55_000, 561_000],
  ['pro', 5, 65_000, 663_000],
  ['pro', 10, 115_000, 1_173_000],
  ['enterprise', 1, null, null],
  ['enterprise', 10, null, null],
];

describe('plan prices (spec §9)', () => {
  it.each(rows)('%s for %i users: monthly %s, annual %s', (plan, users, monthly, annual) => {
    expect(monthlyPrice(plan, users)).toBe(monthly);
    expect(annualPrice(plan, users)).toBe(annual);
    expect(planPrice(plan, users, 'monthly')).toBe(monthly);
    expect(planPrice(plan, users, 'annually')).toBe(annual);
  });

  it('keeps counts inside the dropdown range: Pro never below its 3 included users', () => {
    expect(monthlyPrice('pro', 1)).toBe(45_000);
    expect(monthlyPrice('pro', 50)).toBe(115_000);
    expect(monthlyPrice('basic', 0)).toBe(20_000);
  });

  it('lists 3–10 users for Pro and 1–10 for the others', () => {
    expect(userOptions('pro')).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(userOptions('basic')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(userOptions('free')).toEqual(userOptions('basic'));
    expect(defaultUsers('pro')).toBe(3);
    expect(defaultUsers('basic')).toBe(1);
  });
});
