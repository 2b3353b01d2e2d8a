import { Button } from '@gw/ui';

/** A call that failed (the session check, a page of leads), with a way to try it again. */
export function Failure({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-control bg-danger-soft px-4 py-3 text-danger"
    >
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
