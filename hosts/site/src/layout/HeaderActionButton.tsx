import { ModalRemoteLauncher } from '../remotes/ModalRemoteLauncher.tsx';
import { ButtonLink, buttonLinkClass } from '../sections/ui/ButtonLink.tsx';
import type { HeaderAction } from './headerAction.ts';

/** Tighter on phones, where it shares the bar with the logo and the menu toggle. */
const compact = 'max-sm:px-3 max-sm:text-[13px]';

/**
 * Too long for a 360 px bar: the words after `narrowLabel` are visually hidden there but still
 * read, so the accessible name stays the full label (and contains what is shown).
 */
function Label({ action }: { action: HeaderAction }) {
  const { label, narrowLabel } = action;
  if (!narrowLabel) return label;
  return (
    <span>
      {narrowLabel}
      <span className="max-[379px]:sr-only">{label.slice(narrowLabel.length)}</span>
    </span>
  );
}

/** The header's main action: an external link, or a button that opens a dialog remote. */
export function HeaderActionButton({ action }: { action: HeaderAction }) {
  if (action.kind === 'link') {
    return (
      <ButtonLink href={action.href} external className={compact}>
        <Label action={action} />
      </ButtonLink>
    );
  }
  return (
    <ModalRemoteLauncher remote={action.remote} className={buttonLinkClass('primary', compact)}>
      <Label action={action} />
    </ModalRemoteLauncher>
  );
}
