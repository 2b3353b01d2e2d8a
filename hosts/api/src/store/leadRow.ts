import type { LeadRow } from './types.ts';

/** A leads row as the drivers return it. */
export type RawLead = {
  id: string | number;
  kind: string;
  payload: LeadRow['payload'];
  attribution: LeadRow['attribution'];
  /** Absent only where a query did not select it. */
  consent?: LeadRow['consent'] | null;
  created_at: Date | string;
  request_hash?: string | null;
  /** Absent only where a query did not select it. */
  test?: boolean | null;
};

/** The record of a lead stored with no notice shown. */
export const noNoticeShown = (at: Date | string): LeadRow['consent'] => ({
  notice: null,
  marketing: false,
  at: new Date(at).toISOString(),
});

/** A leads row as the API and its operators read it. */
export const toRow = (raw: RawLead): LeadRow => ({
  id: Number(raw.id),
  kind: raw.kind,
  payload: raw.payload,
  attribution: raw.attribution,
  consent: raw.consent ?? noNoticeShown(raw.created_at),
  createdAt: new Date(raw.created_at).toISOString(),
  // Only a test lead says so: a real lead's row (webhook body, CLI, export) is as it was.
  ...(raw.test ? { test: true as const } : {}),
});
