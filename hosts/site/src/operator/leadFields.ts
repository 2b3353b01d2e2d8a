import type { InboxLead } from './operatorApi.ts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Who a lead is from, whatever its form named the fields. */
export function leadName(lead: InboxLead): string {
  const { payload } = lead;
  const full = [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(' ');
  return (
    full ||
    text(payload.name) ||
    text(payload.businessName) ||
    text(payload.companyName) ||
    'No name given'
  );
}

export function leadEmail(lead: InboxLead): string {
  return text(lead.payload.email) || text(lead.payload.businessEmail);
}

export function leadCompany(lead: InboxLead): string {
  return text(lead.payload.companyName) || text(lead.payload.businessName);
}

/** Who, then how to reach them, then the rest as sent (jsonb keeps keys by length, not as typed). */
const firstFields = [
  'firstName',
  'lastName',
  'name',
  'email',
  'businessEmail',
  'phone',
  'phoneNumber',
  'companyName',
  'businessName',
];

/** A payload's fields in reading order, minus the files (listed with their downloads). */
export function orderedFields(payload: Record<string, unknown>): [string, unknown][] {
  const rank = (key: string) => {
    const at = firstFields.indexOf(key);
    return at === -1 ? firstFields.length : at;
  };
  return Object.entries(payload)
    .filter(([key]) => key !== 'uploadedFiles')
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** `uploadedFiles` → 'Uploaded files': a payload key as a label. */
export function fieldLabel(key: string): string {
  const known: Record<string, string> = { utm: 'UTM', pageUrl: 'Page URL', S3Key: 'File key' };
  if (known[key]) return known[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's value as the detail panel shows it: text as is, anything else as JSON. */
export function fieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value, null, 2);
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => dateTime.format(new Date(iso));

/** The lead's webhook delivery in words (DESIGN.md §12). */
export function deliveryState(lead: InboxLead): string {
  const { webhook } = lead;
  if (!webhook) return 'Not sent: no webhook was set up when this lead arrived.';
  const tries = `${webhook.attempts} ${webhook.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (webhook.deliveredAt) {
    return `Delivered ${formatWhen(webhook.deliveredAt)} (HTTP ${webhook.lastStatus ?? '2xx'}, ${tries}).`;
  }
  if (webhook.attempts === 0) return 'Queued: not attempted yet.';
  const last = webhook.lastStatus ? `HTTP ${webhook.lastStatus}` : 'no answer';
  const next = webhook.nextAttemptAt ? `; next try ${formatWhen(webhook.nextAttemptAt)}` : '';
  return `Not delivered yet: ${tries}, the last got ${last}${next}.`;
}
