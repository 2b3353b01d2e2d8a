import { planIds, pricing } from '@gw/config';
import { compareRows } from '../../content/comparePlans.ts';
import { pageCopy } from '../../content/pageCopy.ts';
import type { Availability, CompareRow } from '../../content/types.ts';
import { container, sectionSpacing } from '../ui/layout.ts';
import { SectionHeader } from '../ui/SectionHeader.tsx';

export type ComparePlansProps = { rows?: CompareRow[] };

const copy = pageCopy.compare;

/** The plan names' row stays at the top of the scroller, on its own white (else rows show through). */
const stickyTop = 'sticky top-0 bg-surface';
/** The row labels' column stays at the scroller's left edge, with a hairline where rows pass under. */
const stickyLeft = 'sticky left-0 bg-surface shadow-[1px_0_0_var(--color-line)] md:shadow-none';

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
            `relative` keeps the sr-only cell labels inside the scroller (else they widen the page).
            Below md it also scrolls down within a screen's height, so the plan names (sticky top)
            and the row labels (sticky left) stay in view whichever way the visitor scrolls. */}
        <section
          aria-label={copy.tableLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
          tabIndex={0}
          className="relative -mx-5 mt-6 max-h-[75vh] overflow-auto px-5 md:mt-10 md:max-h-none"
        >
          <table className="w-full min-w-[540px] border-separate border-spacing-0 text-left">
            <caption className="sr-only">{copy.heading}</caption>
            <thead>
              <tr>
                <td
                  className={`${stickyTop} ${stickyLeft} z-20 w-36 border-b border-line py-4 md:w-2/5`}
                />
                {planIds.map((plan) => (
                  <th
                    key={plan}
                    scope="col"
                    className={`${stickyTop} z-10 w-[15%] border-b border-line px-3 py-4 text-center font-semibold text-ink`}
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
                    {/* The group's name stays at the left edge while the row scrolls sideways. */}
                    <span className="sticky left-3 inline-block">{row.feature}</span>
                  </th>
                </tr>
                {row.subFeatures.map((sub) => (
                  <tr key={sub.name}>
                    <th
                      scope="row"
                      className={`${stickyLeft} z-10 border-b border-line px-3 py-3 text-sm font-normal text-body md:text-base`}
                    >
                      {sub.name}
                    </th>
                    {planIds.map((plan) => (
                      <td key={plan} className="border-b border-line px-3 py-3 text-center">
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
