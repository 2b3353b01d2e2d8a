import type { Attribution } from '@gw/config';
import { buildWaitlistPayload } from '@gw/forms';
import type { ToastApi } from '@gw/ui';
import { honeypotField } from '@gw/ui';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { waitlistCopy as copy } from './copy.ts';
import { focusFirstInvalid } from './focusFirstInvalid.ts';
import { scheduleAtom } from './scheduleAtom.ts';
import { sendWaitlist, type WaitlistLead, type WaitlistOutcome } from './sendWaitlist.ts';
import { emptyWaitlist, toWaitlistForm, waitlistProblems } from './waitlistRules.ts';
import type { WaitlistPrefill, WaitlistValues } from './waitlistValues.ts';

interface WaitlistFormOptions {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  navigate(path: string): void;
  onSuccess?: ((lead: WaitlistLead) => void) | undefined;
  /** A valid form is being sent: the payload's field names, never the values. */
  onSend?: ((fields: string[]) => void) | undefined;
  /** What the lead came to, with the message the visitor was shown. */
  onResult?: ((outcome: WaitlistOutcome) => void) | undefined;
  prefill?: WaitlistPrefill | undefined;
  toasts: ToastApi;
}

/**
 * Spec §4 waitlist: submit sets loading, validates and posts; on 201 the lead goes to the
 * schedule state, a Success toast shows and the visitor goes on to book a call.
 */
export function useWaitlistForm({
  apiBase,
  attribution,
  navigate,
  onSuccess,
  onSend,
  onResult,
  prefill,
  toasts,
}: WaitlistFormOptions) {
  const [values, setValues] = useState<WaitlistValues>(() => ({ ...emptyWaitlist(), ...prefill }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const setSchedule = useSetAtom(scheduleAtom);

  useEffect(() => {
    if (invalidAttempts > 0) focusFirstInvalid(formRef.current);
  }, [invalidAttempts]);

  function setField<Name extends keyof WaitlistValues>(name: Name, value: WaitlistValues[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _edited, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    const problems = waitlistProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setLoading(false);
      setInvalidAttempts((count) => count + 1);
      return;
    }
    const lead = buildWaitlistPayload(toWaitlistForm(values));
    onSend?.(Object.keys(lead));
    const outcome = await sendWaitlist({
      apiBase,
      attribution,
      lead,
      honeypot: honeypotField(honeypotRef.current),
    });
    setLoading(false);
    toasts.show({ message: outcome.message, tone: 'dark' });
    onResult?.(outcome);
    if (!outcome.ok) return;
    const { firstName, lastName, email, phoneNumber } = lead;
    setSchedule({ firstName, lastName, email, phoneNumber });
    onSuccess?.(lead);
    navigate(copy.nextPath);
  }

  return { values, errors, loading, setField, submit, formRef, honeypotRef };
}
