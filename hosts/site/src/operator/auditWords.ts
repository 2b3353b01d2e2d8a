import type { AuditEntry } from './operatorApi.ts';

/** The audit log's actions (the contract's list) in an operator's words. */
const actions: Record<string, string> = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  'lead.view': 'Viewed a lead',
  'file.download': 'Downloaded a file',
  'lead.handled': 'Marked a lead handled',
  'lead.unhandled': 'Marked a lead not handled',
  'leads.export-csv': 'Exported leads as CSV',
  'person.preview': 'Looked up a person',
  'person.export': 'Exported a person’s data',
  'person.erase': 'Erased a person',
  'person.withdraw-marketing': 'Withdrew marketing consent',
  'retention.erase': 'Erased leads past retention',
  'audit.export': 'Exported the audit log',
  'spam.release': 'Released a lead from spam',
};

/** An action's words; an action this page does not know yet shows as the API names it. */
export const actionWords = (action: string) => actions[action] ?? action;

/** An entry's detail on one line: `leads: 12, 13 · files: 1`. */
export function detailWords(detail: AuditEntry['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => {
      const shown = Array.isArray(value)
        ? value.join(', ')
        : typeof value === 'object' && value !== null
          ? JSON.stringify(value)
          : String(value);
      return `${key}: ${shown}`;
    })
    .join(' · ');
}
