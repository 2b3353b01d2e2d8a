/**
 * A module fetched on first use: one fetch however often it is asked for, `arrived` run once
 * when it lands (before anyone awaiting it resumes); a failed fetch is forgotten, so the next
 * ask tries again.
 */
export function loadOnce<T>(
  load: () => Promise<T>,
  arrived: (module: T) => void,
): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().then(
      (module) => {
        arrived(module);
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
}
