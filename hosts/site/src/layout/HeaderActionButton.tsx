import { ModalRemoteLauncher } from '../remotes/ModalRemoteLauncher.tsx';
import { ButtonLink, buttonLinkClass } from '../sections/ui/ButtonLink.tsx';
import type { HeaderAction } from './headerAction.ts';

/** The header's main action: an external link, or a button that opens a dialog remote. */
export function HeaderActionButton({ action }: { action: HeaderAction }) {
  if (action.kind === 'link') {
    return (
      <ButtonLink href={action.href} external>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <ModalRemoteLauncher remote={action.remote} className={buttonLinkClass('primary')}>
      {action.label}
    </ModalRemoteLauncher>
  );
}
