/** Figures quoted by the marketing copy (spec §1, §9). */
export const programme = {
  referralRewardUsd: 300,
  financeMaxUsd: 85_000,
  financeDeliveryMonths: 5,
  financeUsualMonths: 18,
  housingDeficitMillions: 52,
  populationUnder25Pct: 60,
  urbanisationPct: 3.5,
  minimumAge: 18,
  premiumShortlist: 5,
} as const;
