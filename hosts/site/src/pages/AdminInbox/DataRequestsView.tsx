import { Button, TextField } from '@gw/ui';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../operator/ConfirmDialog.tsx';
import { isSignedOut, operatorApi, type PersonPreview } from '../../operator/operatorApi.ts';
import { PersonSummary } from '../../operator/PersonSummary.tsx';
import {
  erasedMessage,
  exportedMessage,
  exportName,
  type PersonAction,
  personActions,
  withdrawnMessage,
} from '../../operator/personActions.ts';
import { saveFile } from '../../operator/saveFile.ts';
import type { SignedIn } from './operatorSession.ts';

/** What an action did: the message, and the preview as it stands after it. */
type Done = { message: string; person: PersonPreview };

/** Runs a confirmed action against the API. */
async function run(action: PersonAction, person: PersonPreview, session: SignedIn): Promise<Done> {
  const csrf = session.csrfToken;
  if (action === 'export') {
    const { zip, filename } = await operatorApi.exportPerson(person.email, csrf);
    const name = exportName(person, filename);
    saveFile(zip, name);
    return { message: exportedMessage(name), person };
  }
  if (action === 'withdraw') {
    const { leads } = await operatorApi.withdrawMarketing(person.email, csrf);
    return { message: withdrawnMessage(leads), person: { ...person, marketing: false } };
  }
  const erasure = await operatorApi.erasePerson(person.email, csrf);
  return {
    message: erasedMessage(erasure),
    person: {
      ...person,
      leads: [],
      files: 0,
      pendingWebhooks: 0,
      marketing: false,
      erased: { at: new Date().toISOString(), operator: session.email },
    },
  };
}

/**
 * Data requests (issue 27, DESIGN.md §15): an address looked up, then exported (a zip), its
 * marketing consent withdrawn, or everything held erased; each confirmed in a dialog first,
 * erasure by typing the address again. Results and the API's refusals in live regions.
 */
export function DataRequestsView({ session }: { session: SignedIn }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [person, setPerson] = useState<PersonPreview | null>(null);
  const [looking, setLooking] = useState(false);
  const [action, setAction] = useState<PersonAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  function fail(failure: unknown) {
    if (isSignedOut(failure)) return session.toLogin();
    setError((failure as Error).message);
  }

  async function lookUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMessage('');
    setError('');
    if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
      setError('Enter the e-mail address the person wrote on their form.');
      return;
    }
    setLooking(true);
    try {
      setPerson(await operatorApi.person(email.trim()));
    } catch (failure) {
      setPerson(null);
      fail(failure);
    } finally {
      setLooking(false);
    }
  }

  async function confirm() {
    if (!person || !action) return;
    setBusy(true);
    setMessage('');
    setError('');
    try {
      const done = await run(action, person, session);
      setPerson(done.person);
      setMessage(done.message);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
      setAction(null);
    }
  }

  const shown = action && person ? personActions[action] : null;
  // Spaced by margins, not a gap: the live regions stay in the page empty, taking no room.
  return (
    <div className="flex flex-col">
      <form
        onSubmit={lookUp}
        noValidate
        aria-label="Look up an address"
        className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5 sm:flex-row sm:items-end"
      >
        <TextField
          id={`${id}-email`}
          label="E-mail address"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={setEmail}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={looking}>
          Look up
        </Button>
      </form>
      {/* Both regions stay in the page, so what appears in them is announced. */}
      <div role="status">
        {message ? (
          <p className="mt-5 rounded-control bg-success-soft px-4 py-3 text-success">{message}</p>
        ) : null}
      </div>
      <div role="alert">
        {error ? (
          <p className="mt-5 rounded-control bg-danger-soft px-4 py-3 text-danger">{error}</p>
        ) : null}
      </div>
      {person ? (
        <section
          aria-labelledby={`${id}-held`}
          className="mt-5 flex flex-col gap-5 rounded-card border border-line bg-surface p-5 sm:p-6"
        >
          <h2 id={`${id}-held`} className="text-xl font-bold break-words text-ink">
            Held for {person.email}
          </h2>
          <PersonSummary person={person} />
          <div className="flex flex-wrap gap-3">
            {person.leads.length > 0 ? (
              <>
                <Button variant="secondary" onClick={() => setAction('export')}>
                  {personActions.export.button}
                </Button>
                <Button variant="secondary" onClick={() => setAction('withdraw')}>
                  {personActions.withdraw.button}
                </Button>
              </>
            ) : null}
            <Button variant="danger" onClick={() => setAction('erase')}>
              {personActions.erase.button}
            </Button>
          </div>
        </section>
      ) : null}
      {shown && person ? (
        <ConfirmDialog
          key={action}
          title={shown.title}
          description={shown.describe(person)}
          confirmLabel={shown.confirm}
          variant={action === 'erase' ? 'danger' : 'primary'}
          busy={busy}
          {...(action === 'erase' && { typeToConfirm: person.email })}
          onConfirm={confirm}
          onCancel={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}
