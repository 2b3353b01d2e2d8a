import type { WaitlistForm } from '@gw/remote-waitlist-form';
import { createRemoteComponent } from './createRemoteComponent.tsx';

/** The exposed module './WaitlistForm', typed from the remote package itself. */
interface WaitlistFormModule {
  WaitlistForm: typeof WaitlistForm;
}

/** The waitlist form, loaded at run time from the CDN (remotes.json key 'waitlist-form'). */
export const WaitlistFormRemote = createRemoteComponent(
  'waitlist-form',
  './WaitlistForm',
  (module: WaitlistFormModule) => module.WaitlistForm,
);
