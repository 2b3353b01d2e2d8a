/**
 * The header every state-changing operator call carries (DESIGN.md §12): the session's CSRF
 * token from GET /admin/session. The API checks it; the inbox pages send it.
 */
export const csrfHeader = 'X-Gw-Csrf';

/** An operator's e-mail as sign-in, `npm run admin` and the sign-in page accept it. */
export const isOperatorEmail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 320 && /^[^\s@]+@[^\s@]+$/.test(value);

/** The site's operator pages (/admin-login, /admin…): never indexed, never prerendered. */
export const isOperatorPath = (path: string) => /^\/admin(-login)?(\/|$)/.test(path);
