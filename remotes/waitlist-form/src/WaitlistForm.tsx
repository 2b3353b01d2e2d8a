import { ToastProvider, useToast } from '@gw/ui';
import { WaitlistFields } from './WaitlistFields.tsx';
import type { WaitlistFormProps } from './waitlistFormProps.ts';

export type { WaitlistFormProps };

/** The waitlist form of /schedule-call (spec §2-§5, §8), with dark toasts. */
export function WaitlistForm(props: WaitlistFormProps) {
  if (props.toasts) return <WaitlistFields {...props} toasts={props.toasts} />;
  return (
    <ToastProvider portalRoot={props.portalRoot}>
      <WithOwnToasts {...props} />
    </ToastProvider>
  );
}

function WithOwnToasts(props: WaitlistFormProps) {
  return <WaitlistFields {...props} toasts={useToast()} />;
}
