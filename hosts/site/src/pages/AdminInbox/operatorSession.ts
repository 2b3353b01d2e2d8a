import type { OperatorSession } from '../../operator/operatorApi.ts';

/** What every view of the operator area gets from the page: who is signed in and where. */
export type SignedIn = OperatorSession & {
  /** The API base the calls, links and events use. */
  base: string;
  /** The session ended (401): back to /admin-login, then here again. */
  toLogin(): void;
};
