import { profileMessages } from '@gw/api-client';
import { timings } from '@gw/config';
import { buildProfilePayload, joinTeamForm, validateForm } from '@gw/forms';
import { honeypotField } from '@gw/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { siteApi } from '../../siteConfig/siteApi.ts';

export type JoinTeamResult = { ok: boolean; message: string };

/**
 * The join-team form (spec §4, §5, §8): the trimmed link must not be empty; Submit posts it with
 * a spinner; success shows the thanks and clears the input; every finished request closes the
 * modal timings.joinModalAutoClose later. A failed request says so and resets the spinner
 * (deviation: the spec shows nothing and leaves the spinner on).
 */
export function useJoinTeam(close: () => void) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<JoinTeamResult | null>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  function change(value: string) {
    setLink(value);
    setError(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = { linkedInUrl: link };
    const problem = validateForm(joinTeamForm, values).linkedInUrl;
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setResult(null);
    let ok = false;
    try {
      const api = await siteApi('join-team');
      const answer = await api.submitProfile({
        ...buildProfilePayload(values),
        ...honeypotField(honeypotRef.current),
      });
      ok = answer.ok;
    } catch (failure) {
      console.warn('[join-team]', failure);
    }
    setSending(false);
    setResult({ ok, message: ok ? profileMessages.success : profileMessages.failure });
    if (ok) change('');
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(close, timings.joinModalAutoClose);
  }

  /** Back to a blank form (the modal closed). */
  function reset() {
    clearTimeout(closeTimer.current);
    change('');
    setResult(null);
    setSending(false);
  }

  return { link, change, error, sending, result, submit, reset, honeypotRef };
}
