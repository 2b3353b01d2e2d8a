import type { ConsentRecord } from '@gw/config';
import { formatWhen } from './leadFields.ts';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** The flag a lead without a notice carries in the list and the detail (issue 27). */
export const noNoticeShown = 'No notice shown';

/** The notice the visitor saw: its version, or the flag. */
export function noticeLabel(consent: ConsentRecord): string {
  return consent.notice ? `Notice ${consent.notice}` : noNoticeShown;
}

/** The marketing choice: Yes, No, or Withdrawn on <date> (an operator withdrew it). */
export function marketingLabel(consent: ConsentRecord): string {
  if (consent.marketingWithdrawnAt) {
    return `Withdrawn on ${day.format(new Date(consent.marketingWithdrawnAt))}`;
  }
  return consent.marketing ? 'Yes' : 'No';
}

/** The consent record as the detail panel lists it: label, then value ('—' when absent). */
export function consentRows(consent: ConsentRecord): [string, string][] {
  return [
    ['Notice shown', consent.notice ?? noNoticeShown],
    ['Marketing e-mails', marketingLabel(consent)],
    ['Given at', formatWhen(consent.at)],
    ['Page', consent.page || '—'],
    ['Partner', consent.partner || '—'],
  ];
}
