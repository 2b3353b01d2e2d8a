import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '../routing/ErrorBoundary.tsx';
import { attemptLazy } from './attemptLazy.ts';
import { remoteCopy } from './copy.ts';
import { RemoteLoadingStatus } from './RemoteLoadingStatus.tsx';
import { type ModalRemoteKey, remoteRegistry } from './registry.ts';
import { nextRemoteAttempt, type RemoteAttempt } from './remoteAttempt.ts';

/**
 * The remote and its boundary: a chunk of the site loaded on first intent, never with the first
 * paint. Per attempt (attemptLazy.ts), so a press after a failed fetch of this chunk fetches it
 * again instead of React.lazy's kept rejection.
 */
const modalRemoteHost = attemptLazy(() =>
  import('./ModalRemoteHost.tsx').then((module) => module.ModalRemoteHost),
);

/** First intent (hover, focus): start loading the host chunk and the remote itself. */
function preload(remote: ModalRemoteKey) {
  import('./remoteComponents.ts').then(
    ({ remoteComponent }) => remoteComponent(remote).preload(),
    () => {
      // Shown by the boundary if the visitor clicks; nothing to do on hover.
    },
  );
}

export interface ModalRemoteLauncherProps {
  remote: ModalRemoteKey;
  className: string;
  children: ReactNode;
}

/**
 * A button that opens a dialog served by a remote. Hover or focus starts loading it (first
 * intent); nothing of the remote, or of the code that loads remotes, is fetched before. The
 * remote stays mounted after its first open so it can animate closed and reopen instantly.
 */
export function ModalRemoteLauncher({ remote, className, children }: ModalRemoteLauncherProps) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState<RemoteAttempt | null>(null);
  const [hostFailed, setHostFailed] = useState(false);
  const ModalRemoteHost = attempt === null ? null : modalRemoteHost(attempt);
  const { label } = remoteRegistry[remote];

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={() => preload(remote)}
        onFocus={() => preload(remote)}
        onClick={() => {
          // After a failed fetch of the host chunk, a press is a new attempt.
          if (attempt === null || hostFailed) setAttempt(nextRemoteAttempt());
          setHostFailed(false);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {ModalRemoteHost && attempt !== null && (
        <ErrorBoundary
          key={attempt}
          fallback={() => <HostFailed label={label} onShown={setHostFailed} />}
        >
          <Suspense fallback={open && <RemoteLoadingStatus label={label} />}>
            <ModalRemoteHost remote={remote} open={open} onOpenChange={setOpen} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}

/**
 * The host chunk itself could not be fetched (the site's own file, not the remote): said beside
 * the button, which tries again when pressed; the page around it stays.
 */
function HostFailed({ label, onShown }: { label: string; onShown: (failed: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return (
    <p role="alert" className="mt-2 text-sm text-danger">
      {remoteCopy.failedTitle(label)} {remoteCopy.failedBody}
    </p>
  );
}
