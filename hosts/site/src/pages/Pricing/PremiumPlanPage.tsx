import { programme } from '@gw/config';
import { PlanPage } from './PlanPage.tsx';

/** /pricing/premium: the plans with Pro (the premium plan) chosen. */
export function PremiumPlanPage() {
  return (
    <PlanPage
      plan="pro"
      highlight={
        <p>
          <strong>Premium:</strong> the Pro plan adds a shortlist of {programme.premiumShortlist}{' '}
          verified contractors for your build, chosen from our rated pool, so you compare real bids
          from day one.
        </p>
      }
    />
  );
}
