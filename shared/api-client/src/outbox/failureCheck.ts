import { outboxBounds } from '@gw/config';
import type { ClientReport } from '@gw/forms';
import { outboxFailure } from '../catalogue/outboxFailure.ts';
import { requestJson } from '../requestJson.ts';
import { cspRefusedOrigins, originOf, watchCspRefusals } from './cspRefusals.ts';
import type { Delivery } from './deliverEntry.ts';
import { type Attempt, askHealth, judgeAttempt, type Tally, type Verdict } from './judgeAttempt.ts';
import { leadPathOf, mailtoOf } from './mailtoOf.ts';
import type { OutboxEntry } from './outboxStore.ts';
import { reportNotSent } from './reportNotSent.ts';

// Loaded by the outbox only once a try has failed (a chunk of its own), so the first load of a
// form that never meets a failure does not carry it (the widgets' size budgets). From then on
// it hears the page's CSP refusals: the next tries are judged by them.
if (typeof document !== 'undefined') watchCspRefusals();

/** What the visitor is told of a lead that failed for good, and their way out (a link). */
export type LeadFailure = { message: string; mailto: { href: string; label: string } };

export type Checked = Exclude<Verdict, { next: 'fail' }> | { next: 'fail'; failure: LeadFailure };

const apiOf = (entry: OutboxEntry) => entry.uploadBase ?? originOf(entry.url);
/** A try stopped at a document: uploaded ones leave entry.documents (documents.ts). */
const uploading = (entry: OutboxEntry) => !!entry.documents?.length;

/** Whether the API answers its GET /health (a 5xx says it is there but cannot serve: waiting). */
async function apiAnswers(base: string): Promise<boolean> {
  try {
    const { status } = await requestJson(`${base}/health`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(outboxBounds.healthTimeout),
    });
    return status < 500;
  } catch {
    return false;
  }
}

function attemptOf(entry: OutboxEntry, delivery: Delivery, retrying: boolean): Attempt {
  if (delivery.answered)
    return { status: delivery.answer.status, retrying, online: true, cspRefused: false };
  // An upload goes to the address the API signed (its own origin here), the lead to its URL.
  const target = uploading(entry) ? apiOf(entry) : entry.url;
  return {
    status: delivery.status ?? null,
    retrying,
    online: typeof navigator === 'undefined' || navigator.onLine !== false,
    cspRefused: cspRefusedOrigins.has(originOf(target)),
    retryAfterMs: delivery.retryAfterMs,
  };
}

function reasonOf(
  entry: OutboxEntry,
  delivery: Delivery,
  attempt: Attempt,
): ClientReport['reason'] {
  if (delivery.answered) return 'refused';
  if (attempt.cspRefused) return 'csp-refused';
  return uploading(entry) ? 'upload-failed' : 'no-answer';
}

/**
 * Judges a try that did not end in an answer for the form (judgeAttempt, asking /health when
 * it must). A lead that failed for good is reported to the API (the outbox then drops it);
 * the visitor is offered an e-mail to `teamEmail` (brand.supportEmail, passed in so this chunk
 * imports nothing of the first load's configuration, which would split it into more files).
 */
export async function checkDelivery(
  entry: OutboxEntry,
  delivery: Delivery,
  retrying: boolean,
  tally: Tally | null,
  teamEmail: string,
): Promise<Checked> {
  const attempt = attemptOf(entry, delivery, retrying);
  if (askHealth(attempt)) attempt.apiAnswers = await apiAnswers(apiOf(entry));
  const verdict = judgeAttempt(attempt, tally, Date.now());
  if (verdict.next !== 'fail') return verdict;
  void reportNotSent(apiOf(entry), entry, {
    path: `/${leadPathOf(entry)}`.replace(/[^\w\-./:]/g, '_').slice(0, 200),
    reason: reasonOf(entry, delivery, attempt),
    code: delivery.answered ? undefined : delivery.code,
    status: delivery.answered ? delivery.answer.status : delivery.status,
  });
  return {
    next: 'fail',
    failure: {
      message: outboxFailure.message,
      mailto: { href: mailtoOf(entry, teamEmail), label: outboxFailure.mailtoLabel },
    },
  };
}
