import type { ModalRemoteKey } from '../layout/headerAction.ts';

/** What each dialog remote is called in loading and failure messages. */
export const modalRemoteLabels: Record<ModalRemoteKey, string> = {
  'role-picker': 'role picker',
  'demo-modal': 'demo form',
  'funding-wizard': 'funding application',
};
