// The widgets' submitLead (aliased over @gw/api-client's outbox/submitLead.ts by widgets/build).
// For now a widget sends each lead once, with its Idempotency-Key, and shows a failed send as
// the form's failure, as before the outbox: the outbox's IndexedDB and retry code did not fit
// the demo widget's 20 KB budget (docs/decisions.md). The site and the remotes keep leads.

import { apiBaseUrl, idempotencyKeyHeader } from '@gw/config';
import { attributionHeaders } from '../../../shared/api-client/src/attribution.ts';
import type { Answer } from '../../../shared/api-client/src/catalogue/answers.ts';
import { readResponse } from '../../../shared/api-client/src/http.ts';
import type {
  LeadSubmission,
  ReadAnswer,
  SubmitResult,
} from '../../../shared/api-client/src/outbox/submitLead.ts';

export type {
  LeadOutcome,
  LeadSubmission,
  ReadAnswer,
  SubmitResult,
} from '../../../shared/api-client/src/outbox/submitLead.ts';

export async function submitLead(
  submission: LeadSubmission,
  read: ReadAnswer,
): Promise<SubmitResult> {
  let answer: Answer;
  try {
    const response = await fetch(
      submission.url ?? `${submission.apiBase ?? apiBaseUrl}${submission.path}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...attributionHeaders(submission.attribution),
          [idempotencyKeyHeader]: submission.key,
        },
        body: JSON.stringify(submission.body),
      },
    );
    answer = await readResponse(response);
  } catch {
    answer = { status: 0 }; // no answer: the form's own failure text
  }
  return { outcome: { ...read(answer), saved: false } };
}

/** Nothing waits on the device in a widget yet. */
export function startOutbox(): void {}
