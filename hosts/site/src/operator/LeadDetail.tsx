import { Button } from '@gw/ui';
import { useEffect, useRef, useState } from 'react';
import { consentRows } from './consentState.ts';
import { kindLabel } from './inboxQuery.ts';
import {
  deliveryState,
  fieldLabel,
  fieldValue,
  formatWhen,
  leadName,
  orderedFields,
} from './leadFields.ts';
import { isSignedOut, type LeadDetail as Lead, operatorApi } from './operatorApi.ts';
import { TestBadge } from './TestBadge.tsx';

type Props = {
  id: number;
  /** The API base the files are downloaded from. */
  base: string;
  csrf: string;
  onClose(): void;
  onChanged(id: number, handledAt: string | null): void;
  onSignedOut(): void;
};

function Fields({ entries, labelled }: { entries: [string, unknown][]; labelled?: boolean }) {
  if (entries.length === 0) return <p className="text-sm text-muted">Nothing recorded.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-semibold text-muted">{labelled ? key : fieldLabel(key)}</dt>
          <dd className="min-w-0 break-words whitespace-pre-wrap text-ink">{fieldValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One lead: every field, where it came from, its files, its webhook delivery, handled or not. */
export function LeadDetail({ id, base, csrf, onClose, onChanged, onSignedOut }: Props) {
  const [lead, setLead] = useState<Lead | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    setLead(null);
    setError(null);
    operatorApi.lead(id).then(
      (found) => {
        if (!live) return;
        setLead(found);
        requestAnimationFrame(() => heading.current?.focus());
      },
      (failure: unknown) => {
        if (!live) return;
        if (isSignedOut(failure)) onSignedOut();
        else setError((failure as Error).message);
      },
    );
    return () => {
      live = false;
    };
  }, [id, onSignedOut]);

  async function toggleHandled() {
    if (!lead || saving) return;
    setSaving(true);
    try {
      const saved = await operatorApi.setHandled(lead.id, !lead.handledAt, csrf);
      setLead({ ...lead, handledAt: saved.handledAt });
      onChanged(lead.id, saved.handledAt);
      setError(null);
    } catch (failure) {
      if (isSignedOut(failure)) return onSignedOut();
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section
      aria-labelledby="lead-detail-title"
      className="flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id="lead-detail-title"
          ref={heading}
          tabIndex={-1}
          className="min-w-0 text-xl font-bold break-words text-ink focus:outline-none"
        >
          {lead ? leadName(lead) : `Lead ${id}`}
          {lead?.test ? <TestBadge className="ms-2 align-middle" /> : null}
        </h2>
        <Button variant="secondary" onClick={onClose} className="shrink-0">
          Back to leads
        </Button>
      </div>
      {error ? (
        <p role="alert" className="rounded-control bg-danger-soft px-4 py-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {!lead && !error ? (
        <p role="status" className="text-muted">
          Loading the lead…
        </p>
      ) : null}
      {lead ? (
        <>
          <p className="text-sm text-muted">
            {kindLabel(lead.kind)} · received {formatWhen(lead.createdAt)} · lead {lead.id}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant={lead.handledAt ? 'secondary' : 'success'}
              loading={saving}
              onClick={toggleHandled}
            >
              {lead.handledAt ? 'Mark as not handled' : 'Mark handled'}
            </Button>
            <p role="status" className="text-sm text-body">
              {lead.handledAt ? `Handled ${formatWhen(lead.handledAt)}` : 'Not handled yet'}
            </p>
          </div>
          <Fields entries={orderedFields(lead.payload)} />
          {lead.files.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h3 className="font-semibold text-ink">Files</h3>
              <ul className="flex flex-col gap-2">
                {lead.files.map((file, index) => (
                  <li key={file.key}>
                    <a
                      href={`${base}${file.url}`}
                      className="font-semibold text-primary underline underline-offset-2"
                    >
                      {/* The spec's payload keeps no file names: a name only when the form sent one. */}
                      Download {file.name ?? `document ${index + 1}`}
                    </a>
                    {file.type ? <span className="text-sm text-muted"> ({file.type})</span> : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">Consent</h3>
            {lead.consent.notice ? null : (
              <p className="rounded-control bg-danger-soft px-3 py-2 text-sm font-semibold text-danger">
                No notice shown: this lead came without the processing notice (a direct API call or
                an older widget release).
              </p>
            )}
            <Fields entries={consentRows(lead.consent)} labelled />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">Where it came from</h3>
            <Fields entries={Object.entries(lead.attribution ?? {})} />
          </div>
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold text-ink">Webhook delivery</h3>
            <p className="text-sm text-body">{deliveryState(lead)}</p>
          </div>
        </>
      ) : null}
    </section>
  );
}
