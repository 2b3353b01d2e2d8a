import { type Attribution, apiBaseUrl, type ConsentGiven } from '@gw/config';
import type { Answer } from '../catalogue/answers.ts';
import { outboxMessages } from '../catalogue/outbox.ts';
import { leadHeaders } from '../leadHeaders.ts';
import { keepSending, type Settled, startOutbox as startKeeping } from './outbox.ts';
import { type OutboxEntry, type PendingDocument, saveEntry } from './outboxStore.ts';

/**
 * What a lead submit came to, for every lead form alike: `ok` when the API stored it, `saved`
 * when it waits on this device for the connection, `failed` when it could not be sent while
 * our server answers (issue 25: then `mailto` is a prepared e-mail with the answers), and the
 * message the visitor is shown.
 */
export type LeadOutcome = {
  ok: boolean;
  saved: boolean;
  message: string;
  failed?: true | undefined;
  mailto?: { href: string; label: string } | undefined;
};

/** How a form reads the API's answer (its spec §8 messages). */
export type ReadAnswer = (answer: Answer) => { ok: boolean; message: string };

export interface LeadSubmission {
  /** The Idempotency-Key, made when Submit was pressed and kept for the retries. */
  key: string;
  /** The lead path under the API base, e.g. '/leads/request'. */
  path: string;
  body: object;
  apiBase?: string | undefined;
  /** A full URL instead of apiBase + path (the teaser's spreadsheet service). */
  url?: string | undefined;
  attribution?: Attribution | undefined;
  /** The notice shown and the marketing choice (consentGiven), sent as the X-Gw-Consent header. */
  consent?: ConsentGiven | undefined;
  /** Documents still to upload (funding), sent before the lead when the connection is back. */
  documents?: PendingDocument[] | undefined;
}

export interface SubmitResult {
  outcome: LeadOutcome;
  /** When the lead was saved on this device: its outcome once the API has it. */
  later?: Promise<LeadOutcome> | undefined;
}

function entryOf(submission: LeadSubmission): OutboxEntry {
  const apiBase = submission.apiBase ?? apiBaseUrl;
  return {
    key: submission.key,
    url: submission.url ?? `${apiBase}${submission.path}`,
    // Read now: the attribution names the page the visitor was on when they pressed Submit, and
    // a lead sent again later from this device carries the notice it was shown then.
    headers: leadHeaders(submission.attribution, submission.consent),
    body: { ...submission.body },
    documents: submission.documents?.length ? submission.documents : undefined,
    uploadBase: apiBase,
    createdAt: Date.now(),
  };
}

const savedOutcome: LeadOutcome = { ok: false, saved: true, message: outboxMessages.saved };

/**
 * The one submit of every lead form (DESIGN.md §10): sends the lead with its Idempotency-Key;
 * an answer is read by the form's catalogue. Offline, the API out of reach or busy (a 5xx) the
 * lead is kept on this device (IndexedDB) and sent again until the API has it: `saved` now, the
 * answer `later`. A send that fails while the API answers (a CSP refusal, a refused upload) is
 * tried a few times within seconds, then comes back `failed`, with the e-mail way out.
 */
export async function submitLead(
  submission: LeadSubmission,
  read: ReadAnswer,
): Promise<SubmitResult> {
  const entry = entryOf(submission);
  const outcomeOf = (end: Settled): LeadOutcome =>
    'answer' in end
      ? { ...read(end.answer), saved: false }
      : { ok: false, saved: false, failed: true, ...end.failure };
  startKeeping();
  // Kept before the first try, so a tab closed mid-request still sends it on the next page.
  await saveEntry(entry);
  // The same answers again while they wait here: that loop goes again now, and says "waiting".
  let saved: (value: 'saved') => void = () => {};
  const savedNow = new Promise<'saved'>((resolve) => {
    saved = resolve;
  });
  const settled = keepSending(entry, { fresh: true, onWaiting: () => saved('saved') });
  const first = await Promise.race([settled, savedNow]);
  if (first !== 'saved') return { outcome: outcomeOf(first) };
  return { outcome: savedOutcome, later: settled.then(outcomeOf) };
}

/**
 * Sends whatever an earlier page left waiting on this device, and again whenever the browser
 * comes back online. Every page that runs the pipeline calls it; calling it again does nothing.
 */
export function startOutbox(): void {
  startKeeping();
}
