import { planIds, pricing } from '@gw/config';
import { compareRows } from '../../content/comparePlans.ts';
import { pageCopy } from '../../content/pageCopy.ts';
import type { Availability, CompareRow } from '../../content/types.ts';
import { container, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type ComparePlansProps = { rows?: CompareRow[] };

const copy = pageCopy.compare;

/** ✓ and ✗ are drawn for the eye; screen readers hear 'Included' / 'Not included'. */
function AvailabilityCell({ value }: { value: Availability }) {
  if (typeof value === 'string') return <span className="text-sm text-body">{value}</span>;
  return (
    <>
      <span aria-hidden="true" className={value ? 'text-lg text-success' : 'text-lg text-muted'}>
        {value ? '✓' : '✗'}
      </span>
      <span className="sr-only">{value ? copy.included : copy.notIncluded}</span>
    </>
  );
}

/** The compare-plans table: Free, Basic, Pro, Enterprise columns, grouped sub-features (spec §9). */
export function ComparePlans({ rows = compareRows }: ComparePlansProps) {
  return (
    <section aria-labelledby="compare-heading" className={sectionSpacing}>
      <div className={container}>
        <SectionHeader id="compare-heading" title={copy.heading} />
        <p className="mt-4 text-center text-sm text-muted md:hidden">{copy.scrollHint}</p>
        {/* Scrolls sideways on phones: focusable and named so keyboards can scroll it too.
            `relative` keeps the sr-only cell labels inside the scroller (else they widen the page). */}
        <section
          aria-label={copy.tableLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
          tabIndex={0}
          className="relative -mx-5 mt-6 overflow-x-auto px-5 md:mt-10"
        >
          <table className="w-full min-w-[640px] border-collapse text-left">
            <caption className="sr-only">{copy.heading}</caption>
            <thead>
              <tr className="border-b border-line">
                <td className="w-2/5 py-4" />
                {planIds.map((plan) => (
                  <th
                    key={plan}
                    scope="col"
                    className="w-[15%] px-3 py-4 text-center font-semibold text-ink"
                  >
                    {pricing.plans[plan].title}
                  </th>
                ))}
              </tr>
            </thead>
            {rows.map((row) => (
              <tbody key={row.feature}>
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={planIds.length + 1}
                    className="bg-canvas px-3 py-3 text-sm font-semibold tracking-wide text-primary uppercase"
                  >
                    {row.feature}
                  </th>
                </tr>
                {row.subFeatures.map((sub) => (
                  <tr key={sub.name} className="border-b border-line">
                    <th scope="row" className="px-3 py-3 font-normal text-body">
                      {sub.name}
                    </th>
                    {planIds.map((plan) => (
                      <td key={plan} className="px-3 py-3 text-center">
                        <AvailabilityCell value={sub.availability[plan]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </section>
      </div>
    </section>
  );
}
