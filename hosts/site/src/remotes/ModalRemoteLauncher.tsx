import type { Attribution } from '@gw/config';
import { type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { remoteCopy as copy } from './copy.ts';
import type { RemoteComponent } from './createRemoteComponent.tsx';
import { RemoteBoundary } from './RemoteBoundary.tsx';
import { RemoteErrorDialog } from './RemoteErrorDialog.tsx';

/** What every dialog remote accepts from the host (contracts.md). */
export interface DialogRemoteProps {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  navigate?(path: string): void;
  /** Where the lead comes from: this page, its referrer and UTM parameters, the site. */
  attribution?: Attribution;
}

export interface ModalRemoteLauncherProps {
  component: RemoteComponent<DialogRemoteProps>;
  /** What it is, in words, for the loading and failure messages. */
  label: string;
  className: string;
  children: ReactNode;
}

function LoadingStatus({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-6 z-50 mx-auto w-fit rounded-full bg-night px-4 py-2 text-sm text-white shadow-lift"
    >
      {copy.loading(label)}
    </div>
  );
}

/**
 * A button that opens a dialog served by a remote. Hover or focus starts loading it (first
 * intent); nothing of the remote is fetched before. The remote stays mounted after its first
 * open so it can animate closed and reopen instantly.
 */
export function ModalRemoteLauncher({
  component: Remote,
  label,
  className,
  children,
}: ModalRemoteLauncherProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const navigate = useNavigate();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onPointerEnter={Remote.preload}
        onFocus={Remote.preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {requested && (
        <RemoteBoundary
          onRetry={Remote.retry}
          fallback={(retry) =>
            open && (
              <RemoteErrorDialog label={label} onRetry={retry} onClose={() => setOpen(false)} />
            )
          }
        >
          <Suspense fallback={open && <LoadingStatus label={label} />}>
            <Remote open={open} onOpenChange={setOpen} navigate={(path) => navigate(path)} />
          </Suspense>
        </RemoteBoundary>
      )}
    </>
  );
}
