import type { LeadRow } from '../store/types.ts';

/**
 * One CSV cell. Text a spreadsheet would run as a formula (OWASP CSV injection: a leading `=`,
 * `+`, `-`, `@`, tab or carriage return) gets a leading apostrophe, which shows it as text.
 */
const csvCell = (value: unknown) => {
  let text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  if (typeof value !== 'number' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * Characters a terminal would obey or that change what a line seems to say, shown escaped:
 * control characters (escape codes, tabs that shift columns), and the invisible format
 * characters, bidirectional overrides and isolates (U+202E turns `txt.exe` round) among them,
 * and the line and paragraph separators.
 */
const unsafe = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const escaped = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u{${code.toString(16).padStart(4, '0')}}`;
};
const printable = (value: unknown) => String(value ?? '').replace(unsafe, escaped);

/** Text for a terminal (a CSV export printed there): every line kept, anything unsafe escaped. */
export const terminalSafe = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(unsafe, escaped))
    .join('\n');

/** One CSV line, its cells formula-safe. */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\n`;

/** The consent record's marketing choice in one word. */
const marketingOf = (lead: LeadRow) =>
  lead.consent.marketingWithdrawnAt ? 'withdrawn' : lead.consent.marketing ? 'yes' : 'no';

/** Leads as CSV: one row each, payload fields as columns (union of all leads' fields). */
export function toCsv(leads: LeadRow[]): string {
  const fields = [...new Set(leads.flatMap((lead) => Object.keys(lead.payload)))];
  const header = [
    'id',
    'kind',
    'createdAt',
    ...fields,
    'partner',
    'partnerMismatch',
    'origin',
    'surface',
    'pageUrl',
    'referrer',
    'utm',
    'consent_notice',
    'consent_marketing',
    'consent_at',
  ];
  const rows = leads.map((lead) => [
    lead.id,
    lead.kind,
    lead.createdAt,
    ...fields.map((field) => lead.payload[field] ?? ''),
    lead.attribution.partner ?? '',
    lead.attribution.partnerMismatch ? 'yes' : '',
    lead.attribution.origin ?? '',
    lead.attribution.surface ?? '',
    lead.attribution.pageUrl ?? '',
    lead.attribution.referrer ?? '',
    lead.attribution.utm ? JSON.stringify(lead.attribution.utm) : '',
    lead.consent.notice ?? 'no notice shown',
    marketingOf(lead),
    lead.consent.at,
  ]);
  return [header, ...rows].map(csvLine).join('');
}

/** Leads as a readable list: one line each, with who and where from. */
export function toLines(leads: LeadRow[]): string {
  if (leads.length === 0) return 'No leads.\n';
  const lines = leads.map((lead) => {
    const who = ['firstName', 'lastName', 'email', 'businessName', 'linkedInUrl']
      .map((key) => lead.payload[key])
      .filter(Boolean)
      .map(printable)
      .join(' ');
    const from = [
      lead.attribution.surface && printable(lead.attribution.surface),
      lead.attribution.partner && `partner=${printable(lead.attribution.partner)}`,
      lead.attribution.partnerMismatch &&
        `(partner not confirmed: sent from ${printable(lead.attribution.origin ?? 'no origin')})`,
    ]
      .filter(Boolean)
      .join(' ');
    const consent = lead.consent.notice
      ? `notice ${printable(lead.consent.notice)}, marketing ${marketingOf(lead)}`
      : 'NO NOTICE SHOWN';
    return `${lead.id}\t${lead.createdAt}\t${lead.kind}\t${who}\t${from}\t${consent}`;
  });
  return `${lines.join('\n')}\n${leads.length} lead${leads.length === 1 ? '' : 's'}\n`;
}
