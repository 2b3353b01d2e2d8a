/** What the catalogue reads of an answer or a thrown error. */
export type Answer = { status: number; data?: unknown };

/** The `message` (or another string field) of an answer body, if any. */
export function fieldOf(data: unknown, field: 'message' | 'error'): string | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : undefined;
}
