import { cx } from '@gw/ui';
import { PageIntro } from '../../layout/PageIntro.tsx';
import { type CheckState, useHealthChecks } from './useHealthChecks.ts';

const stateLabel: Record<CheckState, string> = {
  checking: 'Checking…',
  ok: 'Working',
  failing: 'Not reachable',
};

const stateClass: Record<CheckState, string> = {
  checking: 'bg-canvas text-muted',
  ok: 'bg-success-soft text-success',
  failing: 'bg-danger-soft text-danger',
};

/**
 * /doctor (spec §2 lists it without content): a site status page for support calls. It checks,
 * from the visitor's browser, the lead API's /health and the remotes list.
 */
export function DoctorPage() {
  const checks = useHealthChecks();
  return (
    <>
      <PageIntro
        title="Site status"
        lead="If a form does not work for you, this page shows which part of the site cannot be reached from your connection."
      />
      <ul aria-label="Status checks" className="mx-auto grid max-w-[1200px] gap-4 px-5 pb-20">
        {checks.map((check) => (
          <li
            key={check.name}
            // The state in a column of its own, as wide as its longest word: a check that
            // finishes changes the label, never the card's lines (no layout shift).
            className="grid grid-cols-[1fr_auto] items-center gap-3 rounded-card border border-line bg-surface p-5"
          >
            <div className="min-w-0">
              <h2 className="font-semibold text-ink">{check.name}</h2>
              <p className="text-sm text-body">{check.detail}</p>
            </div>
            <span
              className={cx(
                'w-32 rounded-full px-3 py-1 text-center text-sm font-semibold',
                stateClass[check.state],
              )}
            >
              {stateLabel[check.state]}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
