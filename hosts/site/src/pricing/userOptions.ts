import { type PlanId, pricing } from '@gw/config';

/** The user counts a plan's dropdown lists: Pro 3–10, the others 1–10 (spec §9). */
export function userOptions(plan: PlanId): number[] {
  const [min, max] = plan === 'pro' ? pricing.userRange.pro : pricing.userRange.other;
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

/** The count a plan's dropdown starts on: the smallest it lists. */
export function defaultUsers(plan: PlanId): number {
  return plan === 'pro' ? pricing.userRange.pro[0] : pricing.userRange.other[0];
}
