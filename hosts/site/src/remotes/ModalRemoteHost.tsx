import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { RemoteLoadingStatus } from './RemoteLoadingStatus.tsx';
import { type ModalRemoteKey, remoteRegistry } from './registry.ts';
import { dialogRemoteComponent } from './remoteComponents.ts';

/** Loaded only when a remote has failed. */
const RemoteErrorDialog = lazy(() =>
  import('./RemoteErrorDialog.tsx').then((module) => ({ default: module.RemoteErrorDialog })),
);

export type ModalRemoteHostProps = {
  remote: ModalRemoteKey;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * The dialog remote itself, behind its own boundary: loading status while it arrives, a
 * failure dialog with Retry if it cannot. In a chunk of its own, loaded on the first click.
 */
export function ModalRemoteHost({ remote, open, onOpenChange }: ModalRemoteHostProps) {
  const navigate = useNavigate();
  const Remote = dialogRemoteComponent(remote);
  const { label } = remoteRegistry[remote];
  // Opening the dialog again after a failure is a new attempt, as Retry is: the failed load is
  // forgotten (React.lazy keeps a rejection) and the boundary starts afresh (a new key).
  const failed = useRef(false);
  const [round, setRound] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && failed.current) {
      failed.current = false;
      Remote.retry();
      setRound((current) => current + 1);
    }
  }
  return (
    <RemoteBoundary
      key={round}
      onRetry={Remote.retry}
      fallback={(retry) => {
        failed.current = true;
        return (
          open && (
            <Suspense fallback={null}>
              <RemoteErrorDialog
                label={label}
                onRetry={retry}
                onClose={() => onOpenChange(false)}
              />
            </Suspense>
          )
        );
      }}
    >
      <Suspense fallback={open && <RemoteLoadingStatus label={label} />}>
        <Remote open={open} onOpenChange={onOpenChange} navigate={(path) => navigate(path)} />
      </Suspense>
    </RemoteBoundary>
  );
}
