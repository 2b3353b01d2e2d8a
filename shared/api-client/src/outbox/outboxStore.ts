/** A document the visitor chose that is not uploaded yet (the connection was down). */
export interface PendingDocument {
  file: Blob;
  name: string;
  type: string;
}

/** One lead waiting on this device for the API to acknowledge it. */
export interface OutboxEntry {
  /** The Idempotency-Key: the same on every attempt, so the API stores the lead once. */
  key: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** Funding documents to upload first; each lands in body.uploadedFiles. */
  documents?: PendingDocument[] | undefined;
  /** The API base whose upload address the documents use. */
  uploadBase?: string | undefined;
  createdAt: number;
}

// Namespaced so a widget never meets a partner's own databases (DESIGN.md §10).
const databaseName = 'gw:outbox';
const storeName = 'submissions';

let opening: Promise<IDBDatabase | null> | null = null;
/** Where IndexedDB is missing or refused (tests in happy-dom, some private modes). */
const memory = new Map<string, OutboxEntry>();

function open(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(databaseName, 1);
      request.onupgradeneeded = () =>
        request.result.createObjectStore(storeName, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest,
  fallback: () => T,
): Promise<T> {
  return open().then(
    (database) =>
      new Promise<T>((resolve) => {
        if (!database) return resolve(fallback());
        try {
          const transaction = database.transaction(storeName, mode);
          const request = act(transaction.objectStore(storeName));
          transaction.oncomplete = () => resolve(request.result as T);
          transaction.onerror = () => resolve(fallback());
          transaction.onabort = () => resolve(fallback());
        } catch {
          resolve(fallback());
        }
      }),
  );
}

/** Keeps the entry (replacing one with the same key) until it is removed. */
export function saveEntry(entry: OutboxEntry): Promise<unknown> {
  memory.set(entry.key, entry);
  return run(
    'readwrite',
    (store) => store.put(entry),
    () => undefined,
  );
}

export function removeEntry(key: string): Promise<unknown> {
  memory.delete(key);
  return run(
    'readwrite',
    (store) => store.delete(key),
    () => undefined,
  );
}

/** Every entry waiting on this device, oldest first. */
export async function savedEntries(): Promise<OutboxEntry[]> {
  const entries = await run<OutboxEntry[]>(
    'readonly',
    (store) => store.getAll(),
    () => [...memory.values()],
  );
  return entries.sort((a, b) => a.createdAt - b.createdAt);
}
