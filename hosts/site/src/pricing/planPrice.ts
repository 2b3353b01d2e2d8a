import { type PlanId, pricing } from '@gw/config';
import { userOptions } from './userOptions.ts';

/** How the price is billed: the toggle on the pricing page. */
export type Billing = 'monthly' | 'annually';

/** Keeps a user count inside the plan's dropdown range, so a stale choice never prices wrongly. */
function clampUsers(plan: PlanId, users: number): number {
  const options = userOptions(plan);
  const min = options[0] ?? 1;
  const max = options[options.length - 1] ?? min;
  return Math.min(max, Math.max(min, Math.round(users)));
}

/**
 * Monthly price in NGN for a plan and a user count (spec §9), or null for 'contact us'.
 * Reading chosen: Basic is `baseAmount × users` (its 20,000 per user in the plan table), not the
 * second reading's flat 10,000 per user; Pro is its base for up to 3 users, then +10,000 per user.
 */
export function monthlyPrice(plan: PlanId, users: number): number | null {
  const { baseAmount } = pricing.plans[plan];
  if (baseAmount === null) return null;
  const count = clampUsers(plan, users);
  if (plan === 'pro') {
    const extraUsers = Math.max(0, count - pricing.proIncludedUsers);
    return baseAmount + extraUsers * pricing.proExtraUser;
  }
  return baseAmount * count;
}

/** A monthly amount in the chosen period: annually, 12 months at 85 % ('save 15%'), in whole naira. */
export function inPeriod(monthly: number, billing: Billing): number {
  return billing === 'annually'
    ? Math.round(monthly * pricing.annualMonths * pricing.annualFactor)
    : monthly;
}

/** Annual price of a plan for a user count. */
export function annualPrice(plan: PlanId, users: number): number | null {
  const monthly = monthlyPrice(plan, users);
  return monthly === null ? null : inPeriod(monthly, 'annually');
}

/** The price shown for the chosen billing period. */
export function planPrice(plan: PlanId, users: number, billing: Billing): number | null {
  return billing === 'annually' ? annualPrice(plan, users) : monthlyPrice(plan, users);
}
