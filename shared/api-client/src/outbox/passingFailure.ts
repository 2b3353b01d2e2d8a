// Apart from deliverEntry, so the outbox's failure check (a chunk of its own) imports no more
// than it needs.

/**
 * Answers that say "not now" rather than "no": the lead goes again later (DESIGN.md §10). A
 * visitor's first try shows a 4xx (a 429 included) as the form's failure; a lead already waiting
 * on the device also waits out a 408, 425 or 429, since no one is there to read it.
 */
export const isPassingFailure = (status: number, waiting = false) =>
  status >= 500 || (waiting && (status === 408 || status === 425 || status === 429));
