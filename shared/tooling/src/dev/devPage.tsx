import type { Attribution } from '@gw/config';
import { type ComponentType, type ReactNode, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Mounts a remote on its own in the dev page template's #root (`npm run dev -w
 * @gw/remote-<name>`), for the team that owns it; `npm start` serves the API its form posts to.
 */
export function mountDevPage(page: ReactNode): void {
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<StrictMode>{page}</StrictMode>);
}

/** The lead's attribution as the site gives it to a remote on this page. */
export function devAttribution(remote: string): Attribution {
  return { surface: 'remote', component: remote, pageUrl: location.href };
}

interface DialogRemoteProps {
  open?: boolean;
  onOpenChange?(open: boolean): void;
  attribution?: Attribution;
}

/** A dialog remote, open at first, with the button that opens it again as the site's does. */
export function DialogDevPage({
  dialog: Dialog,
  remote,
  opener,
}: {
  dialog: ComponentType<DialogRemoteProps>;
  remote: string;
  opener: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {opener}
      </button>
      <Dialog open={open} onOpenChange={setOpen} attribution={devAttribution(remote)} />
    </>
  );
}
