import { authPaths, authUrl } from '@gw/config';
import type { ModalRemoteKey } from '../remotes/registry.ts';

/** The header's main action (spec §2): an external auth link or a dialog served by a remote. */
export type HeaderAction = (
  | { kind: 'link'; label: string; href: string }
  | { kind: 'modal'; label: string; remote: ModalRemoteKey }
) & {
  /** The label's start shown alone on a bar under 380 px wide (the rest stays for readers). */
  narrowLabel?: string;
};

/** One row per path; every other path gets `fallbackAction`. */
const actionsByPath: Record<string, HeaderAction> = {
  '/owner': { kind: 'link', label: 'Create a Project', href: authUrl(authPaths.signIn) },
  '/contractor': { kind: 'link', label: 'Create Profile', href: authUrl(authPaths.profileSignUp) },
  '/consultant': { kind: 'link', label: 'Create Profile', href: authUrl(authPaths.profileSignUp) },
  '/lender': { kind: 'modal', label: 'Book a Demo', remote: 'demo-modal' },
  '/developer': {
    kind: 'modal',
    label: 'Apply for Funding',
    narrowLabel: 'Apply',
    remote: 'funding-wizard',
  },
};

const fallbackAction: HeaderAction = { kind: 'modal', label: 'Learn More', remote: 'role-picker' };

/** The main header action for a path ('/lender/' counts as '/lender'). */
export function headerActionFor(pathname: string): HeaderAction {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return actionsByPath[path] ?? fallbackAction;
}
