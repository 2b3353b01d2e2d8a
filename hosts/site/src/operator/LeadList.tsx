import { cx } from '@gw/ui';
import { marketingLabel, noticeLabel } from './consentState.ts';
import { kindLabel } from './inboxQuery.ts';
import { formatWhen, leadCompany, leadEmail, leadName } from './leadFields.ts';
import type { InboxLead } from './operatorApi.ts';
import { TestBadge } from './TestBadge.tsx';

type Props = {
  leads: InboxLead[];
  selected: number | null;
  fresh: ReadonlySet<number>;
  onOpen(id: number): void;
};

/** The leads, newest first: each opens its detail. */
export function LeadList({ leads, selected, fresh, onOpen }: Props) {
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface">
      {leads.map((lead) => {
        const company = leadCompany(lead);
        const partner = lead.attribution?.partner;
        return (
          <li key={lead.id} data-lead={lead.id}>
            <button
              type="button"
              aria-current={selected === lead.id ? 'true' : undefined}
              onClick={() => onOpen(lead.id)}
              className={cx(
                'flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-canvas focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
                selected === lead.id && 'bg-primary-soft hover:bg-primary-soft',
                fresh.has(lead.id) && 'border-l-4 border-accent',
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="truncate font-semibold text-ink">{leadName(lead)}</span>
                <time dateTime={lead.createdAt} className="shrink-0 text-xs text-muted">
                  {formatWhen(lead.createdAt)}
                </time>
              </span>
              <span className="truncate text-sm text-body">
                {[leadEmail(lead), company].filter(Boolean).join(' · ') || 'No e-mail given'}
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs">
                {lead.test ? <TestBadge /> : null}
                <span className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary">
                  {kindLabel(lead.kind)}
                </span>
                {typeof partner === 'string' ? (
                  <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent-strong">
                    Partner: {partner}
                  </span>
                ) : null}
                {lead.consent.notice ? (
                  <span className="text-muted">{noticeLabel(lead.consent)}</span>
                ) : (
                  <span className="rounded-full bg-danger-soft px-2 py-0.5 font-semibold text-danger">
                    {noticeLabel(lead.consent)}
                  </span>
                )}
                <span className="text-muted">Marketing: {marketingLabel(lead.consent)}</span>
                {lead.handledAt ? (
                  <span className="rounded-full bg-success-soft px-2 py-0.5 font-semibold text-success">
                    Handled
                  </span>
                ) : (
                  <span className="text-muted">Not handled</span>
                )}
                {fresh.has(lead.id) ? (
                  <span className="font-semibold text-accent-strong">New</span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
