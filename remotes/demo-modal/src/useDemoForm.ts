import {
  consentGiven,
  demoLeadPath,
  demoOutcome,
  type LeadOutcome,
  newIdempotencyKey,
  startOutbox,
  submitLead,
} from '@gw/api-client';
import type { Attribution } from '@gw/config';
import { timings } from '@gw/config';
import { buildDemoPayload, demoForm, validateForm } from '@gw/forms';
import { focusFirstInvalid, honeypotField, useLeadSubmit, useToast } from '@gw/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DemoValues, emptyDemo } from './demoValues.ts';

interface DemoFormOptions {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  prefill?: Partial<DemoValues> | undefined;
  /** After a successful booking (the form is already reset). */
  onBooked(): void;
  /** A valid form is being sent: the payload's field names, never the values. */
  onSend?: ((fields: string[]) => void) | undefined;
  /** What the booking came to, with the message the visitor was shown. */
  onResult?: ((outcome: LeadOutcome) => void) | undefined;
}

/**
 * The demo form's states (spec §4): idle, submitting (spinner), idle again. Validates on submit
 * and focuses the first invalid field; on success toasts for timings.demoToast and resets. With
 * no connection the booking waits on this device (the answers stay) until the API has it.
 */
export function useDemoForm({
  apiBase,
  attribution,
  prefill,
  onBooked,
  onSend,
  onResult,
}: DemoFormOptions) {
  const initial = { ...emptyDemo, ...prefill };
  const [values, setValues] = useState<DemoValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  // The "keep me informed" choice: unticked until the visitor ticks it, and again after a booking.
  const [marketing, setMarketing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const lead = useLeadSubmit<LeadOutcome>(newIdempotencyKey);

  useEffect(startOutbox, []);

  // After the errors have rendered, so aria-invalid is on the fields.
  useEffect(() => {
    if (invalidAttempts > 0) focusFirstInvalid(formRef.current);
  }, [invalidAttempts]);

  function setField(name: keyof DemoValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's error goes until the next submit checks it again.
    setErrors(({ [name]: _edited, ...rest }) => rest);
  }

  function finish(outcome: LeadOutcome) {
    // Saved on this device, or not sent at all (with the prepared e-mail): said in a toast that
    // stays (the visitor may dismiss it); no inline notice, which would not fit the demo
    // widget's size budget. A failure keeps the answers in the form (below).
    toast.show({
      message: outcome.message,
      tone: outcome.ok ? 'success' : outcome.saved ? 'dark' : 'error',
      duration: timings.demoToast,
      persistent: outcome.saved || !!outcome.failed,
      action: outcome.mailto,
    });
    onResult?.(outcome);
    if (!outcome.ok) return;
    setValues({ ...emptyDemo, ...prefill });
    setMarketing(false);
    onBooked();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lead.sending) return;
    const problems = validateForm(demoForm, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setInvalidAttempts((count) => count + 1);
      return;
    }
    const payload = buildDemoPayload(values);
    onSend?.(Object.keys(payload));
    const body = { ...payload, ...honeypotField(honeypotRef.current) };
    const consent = consentGiven(marketing);
    await lead.send(
      body,
      (key) =>
        submitLead({ key, path: demoLeadPath, body, apiBase, attribution, consent }, (answer) =>
          demoOutcome(answer.status, answer.data),
        ),
      finish,
    );
  }

  return {
    values,
    errors,
    submitting: lead.sending,
    marketing,
    setMarketing,
    setField,
    submit,
    formRef,
    honeypotRef,
  };
}
