import type { Attribution } from '@gw/config';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { ModalRemoteKey } from '../layout/headerAction.ts';
import { modalRemoteLabels } from './modalRemoteLabels.ts';
import { RemoteLoadingStatus } from './RemoteLoadingStatus.tsx';

/** What every dialog remote accepts from the host (contracts.md). */
export interface DialogRemoteProps {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  navigate?(path: string): void;
  /** Where the lead comes from: this page, its referrer and UTM parameters, the site. */
  attribution?: Attribution;
}

/** The remote and its boundary: a chunk loaded on first intent, never with the first paint. */
const ModalRemoteHost = lazy(() =>
  import('./ModalRemoteHost.tsx').then((module) => ({ default: module.ModalRemoteHost })),
);

/** First intent (hover, focus): start loading the host chunk and the remote itself. */
function preload(remote: ModalRemoteKey) {
  import('./modalRemotes.ts').then(
    ({ modalRemotes }) => modalRemotes[remote].component.preload(),
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
        <Suspense fallback={open && <RemoteLoadingStatus label={modalRemoteLabels[remote]} />}>
          <ModalRemoteHost remote={remote} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
