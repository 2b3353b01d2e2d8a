import { formatNaira } from '@gw/config';
import { cx } from '@gw/ui';
import { useId } from 'react';
import { pageCopy } from '../../content/pageCopy.ts';
import { chosenPlanLabel } from '../../content/pricingPlans.ts';
import type { PricingPlan } from '../../content/types.ts';
import { type Billing, planPrice, priceBasis, userOptions } from '../../pricing/index.ts';
import { focusRing } from '../ui/layout.ts';

export type PlanCardProps = {
  plan: PricingPlan;
  billing: Billing;
  users: number;
  selected: boolean;
  onUsersChange: (users: number) => void;
  onChoose: () => void;
  /** One level under the section's heading (h2 on the pricing pages, whose heading is the h1). */
  headingLevel?: 'h2' | 'h3';
};

const copy = pageCopy.pricing;

/** One plan: title, price for the chosen users and period, benefits, and its choose button. */
export function PlanCard({
  plan,
  billing,
  users,
  selected,
  onUsersChange,
  onChoose,
  headingLevel: Heading = 'h3',
}: PlanCardProps) {
  const selectId = useId();
  const headingId = useId();
  const basisId = useId();
  const price = planPrice(plan.id, users, billing);
  const basis = price === null ? null : priceBasis(plan.id, billing);

  return (
    <li
      aria-labelledby={headingId}
      data-state={selected ? 'selected' : 'idle'}
      className={cx(
        'flex flex-col gap-5 rounded-card border bg-surface p-6 transition-shadow',
        selected ? 'border-primary shadow-lift ring-2 ring-primary' : 'border-line shadow-soft',
      )}
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <Heading id={headingId} className="text-xl font-semibold text-ink">
            {plan.title}
          </Heading>
          {selected && (
            <span
              data-slot="plan-chosen"
              className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white"
            >
              {chosenPlanLabel}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-muted">{plan.type}</p>
      </div>
      <p className="flex items-baseline gap-1" data-slot="plan-price">
        {price === null ? (
          <span className="text-3xl font-bold text-ink">{copy.contactUs}</span>
        ) : (
          <>
            <span className="text-3xl font-bold text-ink">{formatNaira(price)}</span>
            <span className="text-sm text-muted">
              {billing === 'annually' ? copy.perYear : copy.perMonth}
            </span>
          </>
        )}
      </p>
      {basis && (
        <p id={basisId} data-slot="plan-basis" className="-mt-3 text-sm text-muted">
          {basis}
        </p>
      )}
      {plan.hasDropdown && (
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-ink">
            {copy.usersLabel}
          </label>
          <select
            id={selectId}
            aria-describedby={basis ? basisId : undefined}
            value={users}
            onChange={(event) => onUsersChange(Number(event.target.value))}
            className={`min-h-11 rounded-control border border-line bg-surface px-3 text-ink ${focusRing}`}
          >
            {userOptions(plan.id).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      )}
      <ul className="flex flex-1 flex-col gap-2 text-sm text-body">
        {plan.benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2">
            <span aria-hidden="true" className="text-success">
              ✓
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-pressed={selected}
        onClick={onChoose}
        className={cx(
          'min-h-11 rounded-control px-5 text-sm font-semibold transition-colors',
          focusRing,
          selected
            ? 'bg-primary text-white hover:bg-primary-strong'
            : 'border border-primary/30 text-primary hover:bg-primary-soft',
        )}
      >
        {plan.buttonTitle}
      </button>
    </li>
  );
}
