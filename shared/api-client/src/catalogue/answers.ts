/** What the catalogue reads of an answer or a thrown error. */
export type Answer = { status: number; data?: unknown };

/** The `message` (or another string field) of an answer body, if any. */
export function fieldOf(data: unknown, field: 'message' | 'error'): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : undefined;
}

/** The answer body carried by a thrown error (redaxios-style `response`, or `data`). */
export function bodyOfError(error: unknown): unknown {
  if (!error || typeof error !== 'object') return undefined;
  const withResponse = error as { response?: { data?: unknown }; data?: unknown };
  return withResponse.response?.data ?? withResponse.data;
}
