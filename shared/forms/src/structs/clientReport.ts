import {
  enums,
  type Infer,
  integer,
  max,
  min,
  optional,
  pattern,
  size,
  string,
  type,
} from 'superstruct';

/** Why a lead failed for good on a visitor's device (api-client's outbox, issue 25). */
export const clientReportReasons = [
  'csp-refused',
  'upload-failed',
  'no-answer',
  'refused',
] as const;

/**
 * POST /client-reports body: a lead the outbox could not send while the API answered. No
 * personal data: which endpoint, why, the spec §8 code or status, where it was embedded.
 */
export const clientReportPayload = type({
  kind: enums(['lead-not-sent']),
  /** The lead's path, e.g. '/funding-application/create' (no query: it could carry data). */
  path: pattern(size(string(), 1, 200), /^\/[\w\-./:]*$/),
  reason: enums(clientReportReasons),
  code: optional(pattern(size(string(), 1, 40), /^[A-Z_]+$/)),
  status: optional(max(min(integer(), 100), 599)),
  surface: optional(enums(['site', 'remote', 'widget'])),
  partner: optional(size(string(), 1, 100)),
  /** When the device gave up (its clock), ISO 8601. */
  at: optional(pattern(size(string(), 10, 40), /^\d{4}-\d\d-\d\dT[\d:.]+Z$/)),
});
export type ClientReport = Infer<typeof clientReportPayload>;
