import { formatNaira, type PlanId, pricing } from '@gw/config';
import { pageCopy } from '../content/pageCopy.ts';
import { type Billing, inPeriod } from './planPrice.ts';

/** The period after an amount, as the price line writes it. */
const periodLabel: Record<Billing, string> = {
  monthly: pageCopy.pricing.perMonth,
  annually: pageCopy.pricing.perYear,
};

/**
 * What a plan's price is for, under its price line, in the words of its user-count dropdown:
 * spec §9's rule, Pro 45,000 up to 3 users then +10,000 per extra user, says users, not
 * projects, so Pro's line does too ('Includes 3 users, then +₦10,000/month per extra user').
 * Basic is per user; Free is its one user; 'contact us' plans have none (null).
 */
export function priceBasis(plan: PlanId, billing: Billing): string | null {
  const period = periodLabel[billing];
  if (plan === 'pro') {
    const extra = formatNaira(inPeriod(pricing.proExtraUser, billing));
    return `Includes ${pricing.proIncludedUsers} users, then +${extra}${period} per extra user`;
  }
  if (plan === 'basic') {
    return `${formatNaira(inPeriod(pricing.plans.basic.baseAmount, billing))}${period} per user`;
  }
  if (plan === 'free') return pricing.plans.free.users;
  return null;
}
