import { usePortalScope } from '@gw/ui';
import { WaitlistForm as Form, type WaitlistFormProps } from '../WaitlistForm.tsx';
import '@gw/tooling/remote.css';

/** The federated entry: the form in the remote's style scope, toasts in a body-level scope. */
export function WaitlistForm(props: WaitlistFormProps) {
  const portalRoot = usePortalScope('waitlist-form', props.portalRoot);
  return (
    <div className="gw-remote" data-gw-remote="waitlist-form">
      {portalRoot && <Form {...props} portalRoot={portalRoot} />}
    </div>
  );
}
