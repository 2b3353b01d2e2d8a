import type { RolePicker } from '@gw/remote-role-picker';
import { createRemoteComponent } from './createRemoteComponent.tsx';

/** The exposed module './RolePicker', typed from the remote package itself. */
interface RolePickerModule {
  RolePicker: typeof RolePicker;
}

/** The 'I am a...' dialog, loaded at run time from the CDN (remotes.json key 'role-picker'). */
export const RolePickerRemote = createRemoteComponent(
  'role-picker',
  './RolePicker',
  (module: RolePickerModule) => module.RolePicker,
);
