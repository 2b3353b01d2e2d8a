import { useEffect, useState } from 'react';
import { type ClientReports, operatorApi } from '../../operator/operatorApi.ts';

/** What each client-report reason means, in an operator's words. */
const reasons: Record<string, string> = {
  'csp-refused': "the page's security policy refused the call",
  'upload-failed': 'a document upload failed while the API answered',
  'no-answer': 'no answer while the API answered its health check',
  refused: 'the API refused it on a retry',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Delivery problems": leads visitors' devices could not send while the API answered (issue 25;
 * GET /admin/client-reports). Only a count and where, never what the visitor typed: the visitor
 * was offered to e-mail their answers instead. Nothing shows while there are none.
 */
export function DeliveryProblems() {
  const [reports, setReports] = useState<ClientReports | null>(null);
  useEffect(() => {
    operatorApi.clientReports().then(setReports, () => setReports(null));
  }, []);
  if (!reports || reports.data.length === 0) return null;
  return (
    <details className="rounded-card border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-ink">
      <summary className="cursor-pointer font-semibold text-danger">
        Delivery problems: {reports.last24h} in the last 24 hours
      </summary>
      <p className="mt-2 text-muted">
        Leads a visitor's browser could not send while the API answered. The visitor was offered to
        e-mail their answers to the team; check the page's CSP and the upload address.
      </p>
      <ul className="mt-2 flex flex-col gap-1">
        {reports.data.slice(0, 10).map((report) => (
          <li key={report.id}>
            <span className="tabular-nums">{when(report.createdAt)}</span>
            {` · ${report.path} · ${reasons[report.reason] ?? report.reason}`}
            {report.code || report.status ? ` (${report.code ?? report.status})` : ''}
            {report.partner ? ` · partner ${report.partner}` : ''}
            {report.surface ? ` · ${report.surface}` : ''}
            {report.origin ? ` · ${report.origin}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}
