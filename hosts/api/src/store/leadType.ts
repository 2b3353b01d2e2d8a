// The stored lead, the storage contract's core type (types.ts re-exports it): on its own so the
// contract's other files import it without a cycle.
import type { Attribution, ConsentRecord } from '@gw/config';

/** A stored lead as operators and tests read it. */
export type LeadRow = {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attribution: Attribution & { origin?: string; partnerMismatch?: boolean };
  /** What the visitor was shown and chose (issue 27; `notice: null`: no notice shown). */
  consent: ConsentRecord;
  createdAt: string;
  /** Sent in test mode (X-Gw-Mode: test, issue 28); absent on every real lead. */
  test?: true;
};
