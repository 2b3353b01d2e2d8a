import type { PersonErasure, PersonPreview } from './operatorApi.ts';

export type PersonAction = 'export' | 'withdraw' | 'erase';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each data request's button, its confirmation's words, in one place (issue 27). */
export const personActions: Record<
  PersonAction,
  {
    button: string;
    title: string;
    confirm: string;
    describe(person: PersonPreview): string;
  }
> = {
  export: {
    button: 'Export',
    title: 'Export this person’s data?',
    confirm: 'Download the export',
    describe: (person) =>
      `A zip of the ${count(person.leads.length, 'lead', 'leads')}, their consent records and ${count(person.files, 'file', 'files')} held for ${person.email}. The export is written to the audit log.`,
  },
  withdraw: {
    button: 'Withdraw marketing',
    title: 'Withdraw marketing consent?',
    confirm: 'Withdraw marketing',
    describe: (person) =>
      `Every lead from ${person.email} is marked as not wanting marketing e-mails, with today’s date. The leads themselves stay.`,
  },
  erase: {
    button: 'Erase',
    title: 'Erase everything held?',
    confirm: 'Erase for good',
    describe: (person) =>
      `${count(person.leads.length, 'lead', 'leads')} and ${count(person.files, 'file', 'files')} held for ${person.email} are removed, and ${count(person.pendingWebhooks, 'webhook delivery', 'webhook deliveries')} not yet sent are cancelled. This cannot be undone. Only a hash of the address is kept, so the same leads are not stored again.`,
  },
};

/** What an erasure did, for the page's live region. */
export function erasedMessage({ erased }: PersonErasure): string {
  return `Erased ${count(erased.leads.length, 'lead', 'leads')} and ${count(erased.files, 'file', 'files')}; ${count(erased.webhooksCancelled, 'webhook delivery', 'webhook deliveries')} cancelled.`;
}

export const withdrawnMessage = (leads: number) =>
  `Marketing consent withdrawn on ${count(leads, 'lead', 'leads')}.`;

export const exportedMessage = (filename: string) => `Downloaded ${filename}.`;

/**
 * The export's file name: the API's (its Content-Disposition, exposed to the inbox's origin);
 * the same name from the preview's hash only if a proxy hid the header.
 */
export const exportName = (person: PersonPreview, given: string | null) =>
  given ?? `person-${person.hash.slice(0, 12)}.zip`;
