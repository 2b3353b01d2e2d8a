import type { ContactTeaserValues, TeaserRow } from '../structs/contactTeaser.ts';
import { trim } from './trim.ts';

/** When the teaser row is stamped: a fixed date, or a clock (tests inject one). */
export type Clock = Date | (() => Date);

/** Teaser → spreadsheet row: firstname/lastname/message renamed, plus the ISO timestamp. */
export function buildTeaserRow(
  values: ContactTeaserValues,
  clock: Clock = () => new Date(),
): TeaserRow {
  const now = typeof clock === 'function' ? clock() : clock;
  return {
    firstName: trim(values.firstname),
    lastName: trim(values.lastname),
    email: trim(values.email),
    description: trim(values.message),
    timestamp: now.toISOString(),
  };
}
