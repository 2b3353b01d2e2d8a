import { Link } from 'react-router';
import { ModalRemoteLauncher } from '../remotes/ModalRemoteLauncher.tsx';
import { modalRemotes } from '../remotes/modalRemotes.ts';
import type { HeaderAction } from './headerAction.ts';

const actionClass =
  'inline-flex min-h-11 items-center rounded-control bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-soft hover:bg-primary-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The header's main action: an external link, or a button that opens a dialog remote. */
export function HeaderActionButton({ action }: { action: HeaderAction }) {
  if (action.kind === 'link') {
    return (
      <a href={action.href} className={actionClass}>
        {action.label}
      </a>
    );
  }
  const modal = modalRemotes[action.remote];
  if (!modal) {
    return (
      <Link to="/contact" className={actionClass}>
        {action.label}
      </Link>
    );
  }
  return (
    <ModalRemoteLauncher component={modal.component} label={modal.label} className={actionClass}>
      {action.label}
    </ModalRemoteLauncher>
  );
}
