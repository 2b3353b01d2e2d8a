import { lazy, type ReactNode, Suspense, useState } from 'react';
import { RemoteLoadingStatus } from './RemoteLoadingStatus.tsx';
import { type ModalRemoteKey, remoteRegistry } from './registry.ts';

/** The remote and its boundary: a chunk loaded on first intent, never with the first paint. */
const ModalRemoteHost = lazy(() =>
  import('./ModalRemoteHost.tsx').then((module) => ({ default: module.ModalRemoteHost })),
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
  const [requested, setRequested] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={() => preload(remote)}
        onFocus={() => preload(remote)}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {requested && (
        <Suspense fallback={open && <RemoteLoadingStatus label={remoteRegistry[remote].label} />}>
          <ModalRemoteHost remote={remote} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
