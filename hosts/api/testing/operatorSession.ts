import { csrfHeader } from '@gw/config';
import { hashPassword } from '../src/http/passwords.ts';
import type { LeadStore } from '../src/store/types.ts';

/**
 * Adds an operator to the store and signs them in on the API at `url`: the headers a browser
 * would send for reads (`cookie`) and for changes (`cookie` and the CSRF token).
 */
export async function operatorSession(url: string, store: LeadStore, email = 'ops@groundwork.ng') {
  const password = 'a long test password';
  await store.operators.saveOperator(email, await hashPassword(password));
  const signedIn = await fetch(`${url}/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (signedIn.status !== 204) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const about = await fetch(`${url}/admin/session`, { headers: { cookie } });
  const { csrfToken } = (await about.json()) as { csrfToken: string };
  return { read: { cookie }, write: { cookie, [csrfHeader]: csrfToken } };
}
