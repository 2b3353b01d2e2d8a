/** Plan names in the order of the compare table (spec §9). */
export const planIds = ['free', 'basic', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** Pricing constants (spec §9), in NGN. */
export const pricing = {
  currency: 'NGN',
  annualMonths: 12,
  /** Annual price = monthly × 12 × 0.85: 'save 15%'. */
  annualFactor: 0.85,
  annualSavingLabel: 'save 15%',
  plans: {
    free: {
      title: 'Free',
      baseAmount: 0,
      projects: '1 project',
      storage: '100MB',
      users: '1 user',
    },
    basic: {
      title: 'Basic',
      baseAmount: 20_000,
      projects: 'Unlimited projects',
      storage: '1GB',
      users: 'per user',
    },
    pro: {
      title: 'Pro',
      baseAmount: 45_000,
      projects: 'Unlimited projects',
      storage: '10GB',
      users: 'per project',
    },
    enterprise: {
      title: 'Enterprise',
      baseAmount: null,
      projects: 'Unlimited members and projects',
      storage: '100GB',
      users: 'contact us',
    },
  },
  /** Pro covers this many users in its base price… */
  proIncludedUsers: 3,
  /** …then adds this much per extra user. */
  proExtraUser: 10_000,
  /** User-count dropdown ranges: Pro 3–10, the others 1–10. */
  userRange: { pro: [3, 10], other: [1, 10] },
} as const;
