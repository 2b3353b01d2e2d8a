import { Link } from 'react-router';
import { kindLabel } from './inboxQuery.ts';
import { formatWhen } from './leadFields.ts';
import type { PersonPreview } from './operatorApi.ts';

/** What is held about an address: its leads (each opens in the inbox), files, webhooks. */
export function PersonSummary({ person }: { person: PersonPreview }) {
  const facts: [string, string][] = [
    ['Leads', String(person.leads.length)],
    ['Files', String(person.files)],
    ['Webhook deliveries pending', String(person.pendingWebhooks)],
    ['Marketing e-mails', person.marketing ? 'Yes' : 'No'],
  ];
  return (
    <div className="flex flex-col gap-4">
      {person.erased ? (
        <p className="rounded-control bg-accent-soft px-3 py-2 text-sm text-ink">
          Erased {formatWhen(person.erased.at)} by {person.erased.operator}.
          {person.leads.length > 0 ? ' The leads below came after the erasure.' : ''}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-control border border-line px-3 py-2">
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="text-lg font-semibold text-ink tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {person.leads.length === 0 ? (
        <p className="text-sm text-muted">No leads are held for this address.</p>
      ) : (
        <ul className="divide-y divide-line rounded-control border border-line text-sm">
          {person.leads.map((lead) => (
            <li key={lead.id} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
              <Link
                to={`/admin?lead=${lead.id}`}
                className="font-semibold text-primary underline underline-offset-2"
              >
                {kindLabel(lead.kind)}, lead {lead.id}
              </Link>
              <time dateTime={lead.createdAt} className="text-muted">
                {formatWhen(lead.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
