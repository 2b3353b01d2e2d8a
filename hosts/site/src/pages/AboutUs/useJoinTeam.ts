import {
  consentGiven,
  type LeadOutcome,
  newIdempotencyKey,
  profileLeadPath,
  profileOutcome,
  startOutbox,
} from '@gw/api-client';
import { timings } from '@gw/config';
import { buildProfilePayload, joinTeamForm, validateForm } from '@gw/forms';
import { honeypotField, useLeadSubmit } from '@gw/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { submitSiteLead } from '../../siteConfig/submitSiteLead.ts';

export type JoinTeamResult = LeadOutcome;

/**
 * The join-team form (spec §4, §5, §8): the trimmed link must not be empty; Submit posts it with
 * a spinner; success shows the thanks and clears the input; every finished request closes the
 * modal timings.joinModalAutoClose later. A failed request says so and resets the spinner
 * (deviation: the spec shows nothing and leaves the spinner on). With no connection the profile
 * waits on this device and the modal stays open, saying so.
 */
export function useJoinTeam(close: () => void) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<JoinTeamResult | null>(null);
  // The "keep me informed" choice: unticked until the visitor ticks it.
  const [marketing, setMarketing] = useState(false);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lead = useLeadSubmit<LeadOutcome>(newIdempotencyKey);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  useEffect(startOutbox, []);

  function change(value: string) {
    setLink(value);
    setError(null);
  }

  function finish(outcome: LeadOutcome) {
    setResult(outcome);
    if (outcome.saved) return;
    if (outcome.ok) {
      change('');
      setMarketing(false);
    }
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, timings.joinModalAutoClose);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lead.sending) return;
    const values = { linkedInUrl: link };
    const problem = validateForm(joinTeamForm, values).linkedInUrl;
    if (problem) {
      setError(problem);
      return;
    }
    setResult(null);
    const body = { ...buildProfilePayload(values), ...honeypotField(honeypotRef.current) };
    const consent = consentGiven(marketing);
    await lead.send(
      body,
      (key) =>
        submitSiteLead(
          { component: 'join-team', key, path: profileLeadPath, body, consent },
          (answer) => profileOutcome(answer),
        ),
      finish,
    );
  }

  /** Back to a blank form (the modal closed). */
  function reset() {
    clearTimeout(closeTimer.current);
    change('');
    setMarketing(false);
    setResult(null);
  }

  return {
    link,
    change,
    error,
    sending: lead.sending,
    result,
    submit,
    reset,
    honeypotRef,
    marketing,
    setMarketing,
  };
}
