/** What jotai's createJSONStorage reads and writes strings through. */
type StringStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Values the tab's storage refused, so the tab keeps them for as long as it runs. */
const refused = new Map<string, string>();

function sessionStore(): Storage | null {
  // Reading `sessionStorage` itself throws where storage is blocked; it is absent on the server.
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The tab's sessionStorage as jotai's string storage, safe where storage is refused (private
 * mode, blocked cookies, a full quota): a refused write is kept in memory instead of throwing,
 * so the form still submits and the calendar page of the same visit is still prefilled.
 */
export const tabStorage: StringStorage = {
  getItem(key) {
    try {
      const stored = sessionStore()?.getItem(key);
      if (stored != null) return stored;
    } catch {
      // Refused: fall through to what this tab kept in memory.
    }
    return refused.get(key) ?? null;
  },
  setItem(key, value) {
    try {
      sessionStore()?.setItem(key, value);
      refused.delete(key);
    } catch {
      refused.set(key, value);
    }
  },
  removeItem(key) {
    refused.delete(key);
    try {
      sessionStore()?.removeItem(key);
    } catch {
      // Refused: nothing was stored there.
    }
  },
};
