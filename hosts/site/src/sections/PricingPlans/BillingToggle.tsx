import { pricing } from '@gw/config';
import { Badge } from '@gw/ui';
import { pageCopy } from '../../content/pageCopy.ts';
import type { Billing } from '../../pricing/index.ts';
import { focusRing } from '../ui/layout.ts';

export type BillingToggleProps = { value: Billing; onChange: (billing: Billing) => void };

const options: { value: Billing; label: string }[] = [
  { value: 'monthly', label: pageCopy.pricing.monthly },
  { value: 'annually', label: pageCopy.pricing.annually },
];

/** Monthly / Annually: two pressed-state buttons in a labelled group, with 'save 15%'. */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-full border border-line bg-canvas p-1">
        <legend className="sr-only">Billing period</legend>
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
              className={`min-h-10 rounded-full px-5 text-sm font-semibold transition-colors ${focusRing} ${
                pressed ? 'bg-primary text-white shadow-soft' : 'text-body hover:text-primary'
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </fieldset>
      <Badge>{pricing.annualSavingLabel}</Badge>
    </div>
  );
}
