import type { LeadRow } from '../store/types.ts';

const csvCell = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Leads as CSV: one row each, payload fields as columns (union of all leads' fields). */
export function toCsv(leads: LeadRow[]): string {
  const fields = [...new Set(leads.flatMap((lead) => Object.keys(lead.payload)))];
  const header = [
    'id',
    'kind',
    'createdAt',
    ...fields,
    'partner',
    'surface',
    'pageUrl',
    'referrer',
    'utm',
  ];
  const rows = leads.map((lead) => [
    lead.id,
    lead.kind,
    lead.createdAt,
    ...fields.map((field) => lead.payload[field] ?? ''),
    lead.attribution.partner ?? '',
    lead.attribution.surface ?? '',
    lead.attribution.pageUrl ?? '',
    lead.attribution.referrer ?? '',
    lead.attribution.utm ? JSON.stringify(lead.attribution.utm) : '',
  ]);
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}

/** Leads as a readable list: one line each, with who and where from. */
export function toLines(leads: LeadRow[]): string {
  if (leads.length === 0) return 'No leads.\n';
  const lines = leads.map((lead) => {
    const who = ['firstName', 'lastName', 'email', 'businessName', 'linkedInUrl']
      .map((key) => lead.payload[key])
      .filter(Boolean)
      .join(' ');
    const from = [
      lead.attribution.surface,
      lead.attribution.partner && `partner=${lead.attribution.partner}`,
    ]
      .filter(Boolean)
      .join(' ');
    return `${lead.id}\t${lead.createdAt}\t${lead.kind}\t${who}\t${from}`;
  });
  return `${lines.join('\n')}\n${leads.length} lead${leads.length === 1 ? '' : 's'}\n`;
}
