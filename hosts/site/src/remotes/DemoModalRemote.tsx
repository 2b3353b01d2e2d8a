import type { DemoModal } from '@gw/remote-demo-modal';
import { createRemoteComponent } from './createRemoteComponent.tsx';

/** The exposed module './DemoModal', typed from the remote package itself. */
interface DemoModalModule {
  DemoModal: typeof DemoModal;
}

/** 'Schedule a Demo', loaded at run time from the CDN (remotes.json key 'demo-modal'). */
export const DemoModalRemote = createRemoteComponent(
  'demo-modal',
  './DemoModal',
  (module: DemoModalModule) => module.DemoModal,
);
