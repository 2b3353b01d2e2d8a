import { authPaths, authUrl } from '@gw/config';
import type { HeaderActionKey } from '../pages/pageRowKeys.ts';
import { rowAt } from '../pages/rowAt.ts';
import type { ModalRemoteKey } from '../remotes/registry.ts';

/** The header's main action (spec §2): an external auth link or a dialog served by a remote. */
export type HeaderAction = (
  | { kind: 'link'; label: string; href: string }
  | { kind: 'modal'; label: string; remote: ModalRemoteKey }
) & {
  /** The label's start shown alone on a bar under 380 px wide (the rest stays for readers). */
  narrowLabel?: string;
};

/** The actions a page of the table (pages/pageTable.ts `headerAction`) can name. */
export const headerActions = {
  createProject: { kind: 'link', label: 'Create a Project', href: authUrl(authPaths.signIn) },
  createProfile: { kind: 'link', label: 'Create Profile', href: authUrl(authPaths.profileSignUp) },
  bookDemo: { kind: 'modal', label: 'Book a Demo', remote: 'demo-modal' },
  applyForFunding: {
    kind: 'modal',
    label: 'Apply for Funding',
    narrowLabel: 'Apply',
    remote: 'funding-wizard',
  },
  /** Every page that names none. */
  learnMore: { kind: 'modal', label: 'Learn More', remote: 'role-picker' },
} as const satisfies Record<HeaderActionKey, HeaderAction>;

export type { HeaderActionKey };

/** The main header action for a path, as its row in the page table names it. */
export function headerActionFor(pathname: string): HeaderAction {
  const row = rowAt(pathname);
  return headerActions['headerAction' in row ? row.headerAction : 'learnMore'];
}
