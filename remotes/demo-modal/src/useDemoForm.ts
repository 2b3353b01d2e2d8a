import type { Attribution } from '@gw/config';
import { timings } from '@gw/config';
import { buildDemoPayload, demoForm, validateForm } from '@gw/forms';
import { honeypotField, useToast } from '@gw/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type DemoValues, emptyDemo } from './demoValues.ts';
import { focusFirstInvalid } from './focusFirstInvalid.ts';
import { type DemoOutcome, sendDemo } from './sendDemo.ts';

interface DemoFormOptions {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  prefill?: Partial<DemoValues> | undefined;
  /** After a successful booking (the form is already reset). */
  onBooked(): void;
  /** A valid form is being sent: the payload's field names, never the values. */
  onSend?: ((fields: string[]) => void) | undefined;
  /** What the booking came to, with the message the visitor was shown. */
  onResult?: ((outcome: DemoOutcome) => void) | undefined;
}

/**
 * The demo form's states (spec §4): idle, submitting (spinner), idle again. Validates on submit
 * and focuses the first invalid field; on success toasts for timings.demoToast and resets.
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
  const [submitting, setSubmitting] = useState(false);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const toast = useToast();

  // After the errors have rendered, so aria-invalid is on the fields.
  useEffect(() => {
    if (invalidAttempts > 0) focusFirstInvalid(formRef.current);
  }, [invalidAttempts]);

  function setField(name: keyof DemoValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's error goes until the next submit checks it again.
    setErrors(({ [name]: _edited, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problems = validateForm(demoForm, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setInvalidAttempts((count) => count + 1);
      return;
    }
    setSubmitting(true);
    const payload = buildDemoPayload(values);
    onSend?.(Object.keys(payload));
    const outcome = await sendDemo({
      apiBase,
      attribution,
      payload,
      honeypot: honeypotField(honeypotRef.current),
    });
    setSubmitting(false);
    toast.show({
      message: outcome.message,
      tone: outcome.ok ? 'success' : 'error',
      duration: timings.demoToast,
    });
    onResult?.(outcome);
    if (!outcome.ok) return;
    setValues({ ...emptyDemo, ...prefill });
    onBooked();
  }

  return { values, errors, submitting, setField, submit, formRef, honeypotRef };
}
