import type { PlanId } from '@gw/config';
import type { ReactNode } from 'react';
import { ComparePlans } from '../../sections/ComparePlans/index.ts';
import { FaqForPath } from '../../sections/FaqBlock/index.ts';
import { PricingPlans } from '../../sections/PricingPlans/index.ts';
import { container } from '../../sections/ui/layout.ts';

export type PlanPageProps = {
  /** The plan highlighted when the page opens. */
  plan: PlanId;
  /** What this plan page says about its plan, under the plan cards. */
  highlight: ReactNode;
};

/** A plan page (spec §2 /pricing/*): plans with the toggle, the plan's note, compare, FAQ. */
export function PlanPage({ plan, highlight }: PlanPageProps) {
  return (
    <>
      <PricingPlans headingLevel="h1" defaultPlan={plan} />
      {/* band-surface with the section rhythm below: the compare table after it shares that gap. */}
      <aside className={`${container} band-surface -mt-8 pb-16 lg:pb-24`}>
        <div className="mx-auto max-w-3xl rounded-card border border-accent/40 bg-accent-soft px-6 py-5 text-ink">
          {highlight}
        </div>
      </aside>
      <ComparePlans />
      <FaqForPath />
    </>
  );
}
