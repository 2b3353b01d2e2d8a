import { formatNaira, type PlanId } from '@gw/config';
import { useState } from 'react';
import { pageCopy } from '../../content/pageCopy.ts';
import { pricingPlans } from '../../content/pricingPlans.ts';
import type { PricingPlan } from '../../content/types.ts';
import { type Billing, defaultUsers, planPrice } from '../../pricing/index.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { container, sectionSpacing } from '../ui/layout.ts';
import { BillingToggle } from './BillingToggle.tsx';
import { PlanCard } from './PlanCard.tsx';

export type PricingPlansProps = {
  plans?: PricingPlan[];
  /** The pricing pages make this their h1; elsewhere it is an h2. */
  headingLevel?: 'h1' | 'h2';
  /** A plan to highlight from the start, e.g. 'pro' on /pricing/premium. */
  defaultPlan?: PlanId;
};

const initialUsers = (plans: PricingPlan[]) =>
  Object.fromEntries(plans.map((plan) => [plan.id, defaultUsers(plan.id)])) as Record<
    PlanId,
    number
  >;

/**
 * 'Choose the plan that is right for you' (spec §2, §4): the Monthly/Annually toggle, plan cards,
 * a user-count dropdown that sets each price, and a summary that continues with the chosen plan.
 */
export function PricingPlans({
  plans = pricingPlans,
  headingLevel: Heading = 'h2',
  defaultPlan,
}: PricingPlansProps) {
  const [billing, setBilling] = useState<Billing>('monthly');
  const [users, setUsers] = useState(() => initialUsers(plans));
  const [chosen, setChosen] = useState<PlanId | undefined>(defaultPlan);
  const copy = pageCopy.pricing;
  const chosenPlan = plans.find((plan) => plan.id === chosen);

  function summary(plan: PricingPlan): string {
    const price = planPrice(plan.id, users[plan.id], billing);
    if (price === null) return `${plan.title}: ${copy.contactUs.toLowerCase()}`;
    const period = billing === 'annually' ? copy.perYear : copy.perMonth;
    const people = plan.hasDropdown ? ` for ${users[plan.id]} users` : '';
    return `${plan.title}${people}: ${formatNaira(price)}${period}`;
  }

  return (
    <section aria-labelledby="pricing-heading" className={sectionSpacing}>
      <div className={container}>
        <Heading
          id="pricing-heading"
          className="mx-auto max-w-2xl text-center text-3xl font-bold tracking-tight text-balance text-ink lg:text-5xl"
        >
          {copy.heading}
        </Heading>
        <div className="mt-8">
          <BillingToggle value={billing} onChange={setBilling} />
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              billing={billing}
              users={users[plan.id]}
              selected={plan.id === chosen}
              onUsersChange={(count) => setUsers((current) => ({ ...current, [plan.id]: count }))}
              onChoose={() => setChosen(plan.id)}
              headingLevel={Heading === 'h1' ? 'h2' : 'h3'}
            />
          ))}
        </ul>
        <div aria-live="polite" className="mt-8 flex justify-center">
          {chosenPlan && (
            <div className="flex flex-col items-center gap-3 rounded-card border border-line bg-canvas px-6 py-4 sm:flex-row sm:gap-6">
              <p className="font-semibold text-ink">{summary(chosenPlan)}</p>
              <ButtonLink href={chosenPlan.href} external={chosenPlan.external}>
                {`Continue with ${chosenPlan.title}`}
              </ButtonLink>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
