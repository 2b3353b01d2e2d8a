import {
  consentGiven,
  type LeadOutcome,
  newIdempotencyKey,
  waitlistLeadPath,
  waitlistMessages,
  waitlistOutcome,
} from '@gw/api-client';
import type { Attribution } from '@gw/config';
import { buildWaitlistPayload } from '@gw/forms';
import type { Country, ToastApi } from '@gw/ui';
import { focusFirstInvalid, honeypotField, useLeadSubmit } from '@gw/ui';
import { useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { waitlistCopy as copy } from './copy.ts';
import type { ScheduleAtom } from './scheduleAtom.ts';
import { emptyWaitlist, toWaitlistForm, waitlistProblems } from './waitlistRules.ts';
import type { WaitlistLead, WaitlistPrefill, WaitlistValues } from './waitlistValues.ts';

interface WaitlistFormOptions {
  apiBase?: string | undefined;
  attribution?: Attribution | undefined;
  navigate(path: string): void;
  onSuccess?: ((lead: WaitlistLead) => void) | undefined;
  /** A valid form is being sent: the payload's field names, never the values. */
  onSend?: ((fields: string[]) => void) | undefined;
  /** What the lead came to, with the message the visitor was shown. */
  onResult?: ((outcome: LeadOutcome) => void) | undefined;
  prefill?: WaitlistPrefill | undefined;
  /** The phone's starting country, when not the spec's Canada (a partner's `default-country`). */
  defaultCountry?: Country | undefined;
  /** Where a 201 writes the schedule state (WaitlistForm gives the tab's by default). */
  scheduleAtom: ScheduleAtom;
  toasts: ToastApi;
}

/**
 * The lead pipeline, in a chunk of its own asked for when the form mounts: the form (and its
 * notice) shows first. The waitlist widget's first load is this whole form, within its budget.
 */
const loadOutbox = () => import('@gw/api-client/outbox');

/** The pipeline's chunk could not load (the connection went): the answers stay in the form. */
const notLoaded: LeadOutcome = {
  ok: false,
  saved: false,
  message: waitlistMessages.failure('network error'),
};

/**
 * Spec §4 waitlist: submit validates and posts (loading meanwhile); on 201 the lead goes to the
 * schedule state, a Success toast shows and the visitor goes on to book a call. With no
 * connection the lead waits on this device (the answers stay) until the API has it.
 */
export function useWaitlistForm({
  apiBase,
  attribution,
  navigate,
  onSuccess,
  onSend,
  onResult,
  prefill,
  defaultCountry,
  scheduleAtom,
  toasts,
}: WaitlistFormOptions) {
  const [values, setValues] = useState<WaitlistValues>(() => ({ ...emptyWaitlist(), ...prefill }));
  // Whether the visitor picked the phone's country: until then it follows `defaultCountry`,
  // which a widget may learn after the first render (its country list loads first).
  const countryChosen = useRef(false);
  useEffect(() => {
    if (!defaultCountry || countryChosen.current) return;
    setValues((current) => ({ ...current, phone: { ...current.phone, country: defaultCountry } }));
  }, [defaultCountry]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  // The "keep me informed" choice: unticked until the visitor ticks it.
  const [marketing, setMarketing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const setSchedule = useSetAtom(scheduleAtom);
  const lead = useLeadSubmit<LeadOutcome>(newIdempotencyKey);

  useEffect(() => {
    loadOutbox().then(
      ({ startOutbox }) => startOutbox(),
      () => {},
    );
  }, []);

  useEffect(() => {
    if (invalidAttempts > 0) focusFirstInvalid(formRef.current);
  }, [invalidAttempts]);

  function setField<Name extends keyof WaitlistValues>(name: Name, value: WaitlistValues[Name]) {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (next.phone.country.code !== current.phone.country.code) countryChosen.current = true;
      return next;
    });
    setErrors(({ [name]: _edited, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lead.sending) return;
    const problems = waitlistProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setInvalidAttempts((count) => count + 1);
      return;
    }
    const payload = buildWaitlistPayload(toWaitlistForm(values));
    onSend?.(Object.keys(payload));
    const body = { ...payload, ...honeypotField(honeypotRef.current) };
    const consent = consentGiven(marketing);
    await lead.send(
      body,
      (key) =>
        loadOutbox().then(
          ({ submitLead }) =>
            submitLead(
              { key, path: waitlistLeadPath, body, apiBase, attribution, consent },
              waitlistOutcome,
            ),
          () => ({ outcome: notLoaded }),
        ),
      (outcome) => {
        setNotice(outcome.saved ? outcome.message : null);
        // Not sent at all: the toast stays, with the prepared e-mail; the answers stay here.
        if (!outcome.saved)
          toasts.show({
            message: outcome.message,
            tone: 'dark',
            persistent: !!outcome.failed,
            action: outcome.mailto,
          });
        onResult?.(outcome);
        if (!outcome.ok) return;
        const { firstName, lastName, email, phoneNumber } = payload;
        setSchedule({ firstName, lastName, email, phoneNumber });
        onSuccess?.(payload);
        navigate(copy.nextPath);
      },
    );
  }

  return {
    values,
    errors,
    loading: lead.sending,
    notice,
    marketing,
    setMarketing,
    setField,
    submit,
    formRef,
    honeypotRef,
  };
}
