// Withdrawing an address's marketing consent (issue 27): the API's and the CLI's one path.
import { personHash } from '../store/peopleStore.ts';
import type { LeadStore } from '../store/types.ts';

/** Marks marketing withdrawn on every lead of an address, logged as `operator`; their ids. */
export async function withdrawMarketing(
  store: LeadStore,
  email: string,
  operator: string,
  at: Date,
): Promise<number[]> {
  const leads = await store.people.withdrawMarketing(email, at);
  await store.audit.record(
    {
      operator,
      action: 'person.withdraw-marketing',
      target: `person:${personHash(email)}`,
      detail: { leads },
    },
    at,
  );
  return leads;
}
