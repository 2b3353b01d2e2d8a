import { usePortalScope } from '@gw/ui';
import { RolePicker as Picker, type RolePickerProps } from '../RolePicker.tsx';
import '@gw/tooling/remote.css';

/** The federated entry: the dialog portals into a body-level element in the remote's style scope. */
export function RolePicker(props: RolePickerProps) {
  const portalRoot = usePortalScope('role-picker', props.portalRoot);
  // Rendered once the scope exists, so the dialog never flashes unstyled in document.body.
  return portalRoot ? <Picker {...props} portalRoot={portalRoot} /> : null;
}
