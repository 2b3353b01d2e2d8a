import type { ModalRemoteKey } from '../layout/headerAction.ts';
import type { RemoteComponent } from './createRemoteComponent.tsx';
import { DemoModalRemote } from './DemoModalRemote.tsx';
import { FundingWizardRemote } from './FundingWizardRemote.tsx';
import type { DialogRemoteProps } from './ModalRemoteLauncher.tsx';
import { modalRemoteLabels } from './modalRemoteLabels.ts';
import { RolePickerRemote } from './RolePickerRemote.tsx';

/** A dialog remote the site can open, and what it is called in loading/failure messages. */
export interface ModalRemote {
  component: RemoteComponent<DialogRemoteProps>;
  label: string;
}

/** The dialog remotes of the header's main action and the enterprise 'Contact Sales'. */
export const modalRemotes: Record<ModalRemoteKey, ModalRemote> = {
  'role-picker': { component: RolePickerRemote, label: modalRemoteLabels['role-picker'] },
  'demo-modal': { component: DemoModalRemote, label: modalRemoteLabels['demo-modal'] },
  'funding-wizard': {
    component: FundingWizardRemote,
    label: modalRemoteLabels['funding-wizard'],
  },
};
