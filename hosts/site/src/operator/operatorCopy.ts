import { OperatorApiError } from './operatorApi.ts';

/**
 * The operator pages' own words for what the operator API answers. The API's strings are the
 * spec's ('email or password is wrong', DESIGN.md §12; the alt site's credentials screen shows
 * that one as the spec writes it); where these pages own the copy, it is sentence case.
 */
export const operatorCopy = {
  wrongCredentials: 'Email or password is wrong.',
} as const;

/** What the sign-in form says when the API refuses: a wrong pair (401) in the pages' words. */
export function signInRefusal(error: unknown): string {
  if (error instanceof OperatorApiError && error.status === 401) {
    return operatorCopy.wrongCredentials;
  }
  // Throttled, unreachable, or another answer: the API's or the client's own sentence.
  return (error as Error).message;
}
