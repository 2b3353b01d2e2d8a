import { outboxBounds } from '@gw/config';
import { describe, expect, it } from 'vitest';
import { type Attempt, askHealth, judgeAttempt, type Tally } from './judgeAttempt.ts';

const noAnswer: Attempt = { status: null, retrying: false, online: true, cspRefused: false };
const now = 1_000_000;

describe('the outbox tells offline from broken (issue 25)', () => {
  it.each<[string, Attempt, Tally | null, ReturnType<typeof judgeAttempt>]>([
    ['a success is the form’s answer', { ...noAnswer, status: 201 }, null, { next: 'answered' }],
    [
      'a 400 on the visitor’s own try is shown at once, as today',
      { ...noAnswer, status: 400 },
      null,
      { next: 'answered' },
    ],
    [
      'a 429 on the visitor’s own try is the form’s failure',
      { ...noAnswer, status: 429 },
      null,
      { next: 'answered' },
    ],
    [
      'a 503 waits as long as Retry-After says',
      { ...noAnswer, status: 503, retryAfterMs: 5000 },
      null,
      { next: 'wait', afterMs: 5000 },
    ],
    [
      'a 425 on a retry waits',
      { ...noAnswer, status: 425, retrying: true },
      null,
      { next: 'wait', afterMs: undefined },
    ],
    [
      'a 400 on a retry fails at once (it will not change)',
      { ...noAnswer, status: 400, retrying: true },
      null,
      { next: 'fail' },
    ],
    ['offline: waiting', { ...noAnswer, online: false }, null, { next: 'wait' }],
    [
      'offline, even with earlier broken tries: waiting',
      { ...noAnswer, online: false },
      { broken: 2, since: now - 1000 },
      { next: 'wait' },
    ],
    [
      'online, /health does not answer either: waiting',
      { ...noAnswer, apiAnswers: false },
      null,
      { next: 'wait' },
    ],
    [
      'online, /health answers, a network error: broken, tried again',
      { ...noAnswer, apiAnswers: true },
      null,
      { next: 'retry', tally: { broken: 1, since: now } },
    ],
    [
      '…the second time too',
      { ...noAnswer, apiAnswers: true, retrying: true },
      { broken: 1, since: now - 2000 },
      { next: 'retry', tally: { broken: 2, since: now - 2000 } },
    ],
    [
      '…and failed on the third',
      { ...noAnswer, apiAnswers: true, retrying: true },
      { broken: 2, since: now - 6000 },
      { next: 'fail' },
    ],
    [
      'broken past the time bound fails whatever the count',
      { ...noAnswer, apiAnswers: true, retrying: true },
      { broken: 1, since: now - outboxBounds.brokenWindow },
      { next: 'fail' },
    ],
    [
      'a CSP refusal is broken without asking /health',
      { ...noAnswer, cspRefused: true },
      null,
      { next: 'retry', tally: { broken: 1, since: now } },
    ],
  ])('%s', (_case, attempt, tally, verdict) => {
    expect(judgeAttempt(attempt, tally, now)).toEqual(verdict);
  });

  it('asks /health only of a try with no answer, online and not refused by the CSP', () => {
    expect(askHealth(noAnswer)).toBe(true);
    expect(askHealth({ ...noAnswer, online: false })).toBe(false);
    expect(askHealth({ ...noAnswer, cspRefused: true })).toBe(false);
    expect(askHealth({ ...noAnswer, status: 503 })).toBe(false);
  });

  it('bounds: 3 tries within 60 s of the API answering', () => {
    expect([outboxBounds.brokenTries, outboxBounds.brokenWindow]).toEqual([3, 60_000]);
  });
});
