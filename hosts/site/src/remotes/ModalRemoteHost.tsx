import { lazy, Suspense, useState } from 'react';
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
  // Each opening is a new attempt should the last one have failed (the boundary then loads the
  // remote again, as Retry does); a remote that loaded keeps its state between openings.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings((count) => count + 1);
  }
  return (
    <RemoteBoundary
      resetKey={openings}
      fallback={(retry) =>
        open && (
          <Suspense fallback={null}>
            <RemoteErrorDialog label={label} onRetry={retry} onClose={() => onOpenChange(false)} />
          </Suspense>
        )
      }
    >
      <Suspense fallback={open && <RemoteLoadingStatus label={label} />}>
        <Remote open={open} onOpenChange={onOpenChange} navigate={(path) => navigate(path)} />
      </Suspense>
    </RemoteBoundary>
  );
}
