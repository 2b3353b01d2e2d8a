import { RouterLink } from '../routing/RouterLink.tsx';
import { remoteCopy as copy } from './copy.ts';

export interface RemoteFallbackProps {
  /** What failed, in words: 'fee estimator', 'role picker', 'demo form'. */
  label: string;
  onRetry(): void;
  /** Heading id, so a dialog can be labelled by it. */
  titleId?: string;
}

/** Says plainly that a remote could not load, with Retry and a way to reach a person. */
export function RemoteFallback({ label, onRetry, titleId }: RemoteFallbackProps) {
  return (
    <div
      role="alert"
      data-slot="remote-fallback"
      className="rounded-card border border-danger/30 bg-danger-soft p-6 text-body"
    >
      <p id={titleId} className="font-semibold text-danger">
        {copy.failedTitle(label)}
      </p>
      <p className="mt-1">{copy.failedBody}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-control bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {copy.retry}
        </button>
        <RouterLink
          to="/contact"
          className="rounded-control border border-line bg-surface px-4 py-2 font-semibold text-ink hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {copy.contact}
        </RouterLink>
      </div>
    </div>
  );
}
