import { usePortalScope } from '@gw/ui';
import { type DemoModalProps, DemoModal as Modal } from '../DemoModal.tsx';
import '@gw/tooling/remote.css';

/** The federated entry: dialog and toasts portal into a body-level element in the remote's scope. */
export function DemoModal(props: DemoModalProps) {
  const portalRoot = usePortalScope('demo-modal', props.portalRoot);
  // Rendered once the scope exists, so the dialog never flashes unstyled in document.body.
  return portalRoot ? <Modal {...props} portalRoot={portalRoot} /> : null;
}
