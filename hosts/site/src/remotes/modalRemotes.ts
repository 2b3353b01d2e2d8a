import type { ModalRemoteKey } from '../layout/headerAction.ts';
import type { RemoteComponent } from './createRemoteComponent.tsx';
import { DemoModalRemote } from './DemoModalRemote.tsx';
import { FundingWizardRemote } from './FundingWizardRemote.tsx';
import type { DialogRemoteProps } from './ModalRemoteLauncher.tsx';
import { RolePickerRemote } from './RolePickerRemote.tsx';

/** A dialog remote the header can open, and what it is called in loading/failure messages. */
export interface ModalRemote {
  component: RemoteComponent<DialogRemoteProps>;
  label: string;
}

/**
 * The dialog remotes available to header actions. A key without an entry (a remote not built
 * yet) makes its header action a link to /contact instead.
 */
export const modalRemotes: Partial<Record<ModalRemoteKey, ModalRemote>> = {
  'role-picker': { component: RolePickerRemote, label: 'role picker' },
  'demo-modal': { component: DemoModalRemote, label: 'demo form' },
  'funding-wizard': { component: FundingWizardRemote, label: 'funding application' },
};
