export const statesMessages = {
  unable: 'Unable to load states',
  failed: 'Failed to fetch states',
} as const;

/** An answer that was not ok → 'Failed to fetch states'; a thrown error → 'Unable to load states'. */
export function statesFailureMessage(answerOrError: unknown): string {
  const isAnswer =
    !!answerOrError && typeof answerOrError === 'object' && 'status' in answerOrError;
  return isAnswer ? statesMessages.failed : statesMessages.unable;
}
