import type { LeadRow } from './types.ts';

/** A leads row as the drivers return it. */
export type RawLead = {
  id: string | number;
  kind: string;
  payload: LeadRow['payload'];
  attribution: LeadRow['attribution'];
  created_at: Date | string;
  request_hash?: string | null;
};

/** A leads row as the API and its operators read it. */
export const toRow = (raw: RawLead): LeadRow => ({
  id: Number(raw.id),
  kind: raw.kind,
  payload: raw.payload,
  attribution: raw.attribution,
  createdAt: new Date(raw.created_at).toISOString(),
});
