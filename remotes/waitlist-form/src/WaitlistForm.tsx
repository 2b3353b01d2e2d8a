import { ToastProvider, useToast } from '@gw/ui';
import { type ScheduleAtom, scheduleAtom as tabScheduleAtom } from './scheduleAtom.ts';
import { WaitlistFields } from './WaitlistFields.tsx';
import type { WaitlistFormProps } from './waitlistFormProps.ts';

export type { WaitlistFormProps };

type WithAtomProps = WaitlistFormProps & { scheduleAtom: ScheduleAtom };

/** The waitlist form of /schedule-call (spec §2-§5, §8), with dark toasts. */
export function WaitlistForm(props: WaitlistFormProps) {
  return <WaitlistFormWithAtom {...props} scheduleAtom={props.scheduleAtom ?? tabScheduleAtom} />;
}

/**
 * The same form writing the schedule state to the atom it is given, never the tab's: a widget's
 * bundle that renders only this one leaves out the stored atom and jotai/utils.
 */
export function WaitlistFormWithAtom(props: WithAtomProps) {
  if (props.toasts) return <WaitlistFields {...props} toasts={props.toasts} />;
  return (
    <ToastProvider portalRoot={props.portalRoot}>
      <WithOwnToasts {...props} />
    </ToastProvider>
  );
}

function WithOwnToasts(props: WithAtomProps) {
  return <WaitlistFields {...props} toasts={useToast()} />;
}
