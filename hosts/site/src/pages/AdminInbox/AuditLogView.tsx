import { Button } from '@gw/ui';
import { AuditTable } from '../../operator/AuditTable.tsx';
import { useAuditLog } from '../../operator/useAuditLog.ts';
import { Failure } from './Failure.tsx';
import type { SignedIn } from './operatorSession.ts';

/**
 * The audit log (issue 27, DESIGN.md §15): every operator action, newest first, a page at a
 * time; the page's header links its CSV export.
 */
export function AuditLogView({ session }: { session: SignedIn }) {
  const log = useAuditLog(session.toLogin);
  return (
    <div className="flex flex-col gap-3">
      {log.error ? <Failure message={log.error} onRetry={log.reload} /> : null}
      {log.entries.length === 0 && log.status === 'ready' ? (
        <p className="rounded-card border border-line bg-surface px-4 py-8 text-center text-muted">
          Nothing has been logged yet.
        </p>
      ) : log.entries.length > 0 ? (
        <AuditTable entries={log.entries} />
      ) : null}
      <div className="flex items-center justify-center">
        {log.status === 'loading' ? (
          <p role="status" className="text-sm text-muted">
            Loading the audit log…
          </p>
        ) : log.next ? (
          <Button variant="secondary" onClick={log.loadMore}>
            Load more
          </Button>
        ) : null}
      </div>
    </div>
  );
}
